import TrustInsights

// A helper reports failures and returns whether it did; the caller reports the rest. On
// every path the evaluation is reported once, but the helper reports its parameter on some
// paths only, so RULES.md puts it at fault (missing_consumption_report at its parameter)
// and nothing at the caller. After such a helper the evaluation may or may not be reported:
// the caller's later reports are no certain duplicate (three errors for this correct code
// became the one RULES.md asks for).

typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@discardableResult
func reportIfFailed(_ evaluation: Evaluation) -> Bool {  // expect: missing_consumption_report "returns at line 18"
  if case .failure = evaluation.insight.outcome {
    evaluation.reportConsumption(.notUsedError)
    return true
  }
  return false
}

final class PayrollChange {
  private let evaluator = InsightEvaluator()

  func changeDirectDeposit() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(
      context: .init(
        operationCategory: .account,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    guard !reportIfFailed(evaluation) else { return true }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}
