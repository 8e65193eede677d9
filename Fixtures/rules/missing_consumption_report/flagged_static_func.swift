import TrustInsights

enum TrustGate {
  static let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  // A static method owes the report like any other function.
  static func allowsInstantTransfer(amount: Int) async -> Bool {
    guard amount > 500 else { return true }
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: context) else { return false }  // expect: missing_consumption_report "returns at line 15"
    switch evaluation.insight.outcome {
    case .success(.medium), .success(.high):
      return false
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return false
    }
  }
}
