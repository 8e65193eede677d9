import TrustInsights

final class TransferFlow {
  private let gate = TrustGate()

  func send() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    try await gate.check(context)
  }
}
