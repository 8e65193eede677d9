// 'switch (old, new)' over names holding evaluations is followed name by name: a case whose
// pattern leaves an evaluation present but does not report it, a 'where' clause that sends
// the rest to a 'default' that drops it, a report after the switch of one a case reported
// (duplicate_consumption_report). Before, the tuple was an escape and none was found
// (probes-di e02, e03, e07, e11).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func refresh(evaluator: InsightEvaluator) async {
  let old = try? await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  let new = try? await evaluator.requestEvaluation(context: payContext)
  switch (old, new) {
  case (_, let n?):
    n.reportConsumption(.usedEvaluationOnly)
  case (let o?, nil):
    o.reportConsumption(.usedEvaluationOnly)
  case (nil, nil):
    break
  }
}

func refreshTwice(evaluator: InsightEvaluator) async {
  let old = try? await evaluator.requestEvaluation(context: payContext)
  let new = try? await evaluator.requestEvaluation(context: payContext)
  switch (old, new) {
  case (let o?, let n?):
    o.reportConsumption(.notUsedNotNeeded)
    n.reportConsumption(.usedEvaluationOnly)
  case (let o?, nil):
    o.reportConsumption(.usedEvaluationOnly)
  case (nil, let n?):
    n.reportConsumption(.usedEvaluationOnly)
  case (nil, nil):
    break
  }
  new?.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
}

func recheck(evaluator: InsightEvaluator, isForeground: Bool) async {
  let fresh = try? await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  switch (isForeground, fresh) {
  case (true, let e?):
    e.reportConsumption(.usedEvaluationOnly)
  case (false, _), (_, nil):
    break
  }
}

func recheck(evaluator: InsightEvaluator, limit: Int) async {
  let fresh = try? await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  switch (limit, fresh) {
  case (let l, let e?) where l > 100:
    e.reportConsumption(.usedIncreasedFriction)
  case (_, nil):
    break
  default:
    print("small amount")
  }
}
