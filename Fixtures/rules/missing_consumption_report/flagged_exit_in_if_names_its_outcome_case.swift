import TrustInsights

// An exit inside an 'if' or a 'guard' in a 'switch' case names that case too: "inside the
// 'if' at line 22" alone hid which outcome leaks, the one thing RULES.md's example message
// says ("returns at line 41 on the '.medium' branch") (probes-dl s00).

let wireContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

protocol WireDesk { func review(_ cents: Int) }

func sendWire(evaluator: InsightEvaluator, desk: WireDesk, cents: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: wireContext)  // expect: missing_consumption_report "returns at line 19 inside the 'if' at line 19 on the '.success(.medium)' branch"
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .success(.medium):
    if cents < 500 { return }
    evaluation.reportConsumption(.usedIncreasedFriction)
    desk.review(cents)
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure:
    evaluation.reportConsumption(.notUsedError)
  }
}

func changeRecoveryEmail(evaluator: InsightEvaluator, verified: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: wireContext)  // expect: missing_consumption_report "returns at line 35 in the 'else' of the 'guard' at line 35 on the 'default' branch (taken by '.success(.unknown)', '.success(.medium)' and '.failure')"
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
  default:
    guard verified else { return }
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

// The evaluation is made inside the case: the case is not where its path went, and is not named.
func payBy(method: Int, evaluator: InsightEvaluator, isSmall: Bool) async {
  switch method {
  case 1:
    guard let evaluation = try? await evaluator.requestEvaluation(context: wireContext) else { return }  // expect: missing_consumption_report "returns at line 45 inside the 'if' at line 45"
    if isSmall { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  default:
    break
  }
}
