import TrustInsights

// A leak message names the branches where the evaluation is left unreported, never one where
// it is nil: a path refined to nil after it entered a branch owes nothing there. Before, the
// branch stayed on the path's record and the message listed '(nil, nil)', '(_, nil)' or
// '.none' next to the branch that really leaks (probes-dl).

let refreshContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// The nil case comes first, so the wrong message began with it.
func refreshRecipient(evaluator: InsightEvaluator) async {
  let old = try? await evaluator.requestEvaluation(context: refreshContext)  // expect: missing_consumption_report "reaches the end at line 24 after the '(_, let n?)' branch"
  let new = try? await evaluator.requestEvaluation(context: refreshContext)
  switch (old, new) {
  case (nil, nil):
    break
  case (_, let n?):
    n.reportConsumption(.usedEvaluationOnly)
  case (let o?, nil):
    o.reportConsumption(.usedEvaluationOnly)
  }
}

// '(_, nil)' before 'default': only the 'default' (a small amount with an evaluation) leaks.
func recheckLimit(evaluator: InsightEvaluator, limit: Int) async {
  let fresh = try? await evaluator.requestEvaluation(context: refreshContext)  // expect: missing_consumption_report "reaches the end at line 37 after the 'default' branch"
  switch (limit, fresh) {
  case (let l, let e?) where l > 100:
    e.reportConsumption(.usedIncreasedFriction)
  case (_, nil):
    break
  default:
    print("small amount")
  }
}

// After '(let b?, let a?)', the case '(_, let a?)' is reached only when 'before' is nil.
func compareContexts(evaluator: InsightEvaluator) async {
  let before = try? await evaluator.requestEvaluation(context: refreshContext)  // expect: missing_consumption_report "reaches the end at line 52 after the 'default' branch"
  let after = try? await evaluator.requestEvaluation(context: refreshContext)
  switch (before, after) {
  case (let b?, let a?):
    b.reportConsumption(.usedEvaluationOnly)
    a.reportConsumption(.usedUnchangedFriction)
  case (_, let a?):
    a.reportConsumption(.usedUnchangedFriction)
  default:
    break
  }
}

// A plain optional switch: '.none' holds nothing to report.
func reviewPayee(evaluator: InsightEvaluator, isKnown: Bool) async {
  let evaluation = try? await evaluator.requestEvaluation(context: refreshContext)  // expect: missing_consumption_report "reaches the end at line 63 after the 'if' at line 61"
  switch evaluation {
  case .none:
    print("no evaluation")
  case .some(let e):
    if isKnown { print("known payee") } else { e.reportConsumption(.usedEvaluationOnly) }
  }
}
