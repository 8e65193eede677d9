import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class TransferScreen {
  let evaluator = InsightEvaluator()
  func showWarning() {}

  // The evaluation exists when the `case` condition fails: only a high insight is reported.
  func review() async {
    if let evaluation = try? await evaluator.requestEvaluation(context: transferContext),  // expect: missing_consumption_report "reaches the end at line 20 when the 'if' at line 14 is false"
      case .success(.high) = evaluation.insight.outcome
    {
      showWarning()
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }

  // Same with `guard`: a failed or lower insight returns unreported.
  func reviewGuarded() async -> Bool {
    guard let evaluation = try? await evaluator.requestEvaluation(context: transferContext),  // expect: missing_consumption_report "returns at line 27 in the 'else' of the 'guard' at line 24"
      case .success(let level) = evaluation.insight.outcome
    else {
      return true
    }
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return level != .high
  }
}
