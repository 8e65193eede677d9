// 'switch (old, new)' over names holding evaluations, each evaluation reported once on every
// path: the names a case binds ('let o?', '.some(let n)', 'let (a, b)') report the evaluations
// at their places, and a 'default' (or '(_, nil)') is reached only by the nil-ness the earlier
// cases leave (probes-di e01, e08, e09, e10, e12, e13).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func refresh(evaluator: InsightEvaluator) async {
  let old = try? await evaluator.requestEvaluation(context: payContext)
  let new = try? await evaluator.requestEvaluation(context: payContext)
  switch (old, new) {
  case let (o?, n?):
    o.reportConsumption(.notUsedNotNeeded)
    n.reportConsumption(.usedEvaluationOnly)
  case (let o?, nil):
    o.reportConsumption(.usedEvaluationOnly)
  case (nil, .some(let n)):
    n.reportConsumption(.usedEvaluationOnly)
  default:
    break
  }
}

func recheck(evaluator: InsightEvaluator, isForeground: Bool) async {
  let fresh = try? await evaluator.requestEvaluation(context: payContext)
  switch (isForeground, fresh) {
  case (true, let e?), (false, let e?):
    e.reportConsumption(isForeground ? .usedEvaluationOnly : .notUsedNotNeeded)
  case (_, nil):
    break
  }
}

func recheck(evaluator: InsightEvaluator, limit: Int) async {
  let fresh = try? await evaluator.requestEvaluation(context: payContext)
  switch (limit > 100, fresh) {
  case (true, let e?):
    e.reportConsumption(.usedIncreasedFriction)
  case (false, let e?):
    e.reportConsumption(.usedUnchangedFriction)
  case (_, .none):
    break
  }
}

func compare(evaluator: InsightEvaluator) async throws {
  let old = try await evaluator.requestEvaluation(context: payContext)
  let new: CoachingEvaluation
  do { new = try await evaluator.requestEvaluation(context: payContext) } catch {
    old.reportConsumption(.notUsedError)
    throw error
  }
  switch (old, new) {
  case let (a, b):
    a.reportConsumption(.usedEvaluationOnly)
    b.reportConsumption(.usedEvaluationOnly)
  }
}
