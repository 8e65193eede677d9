import TrustInsights

/// A gallery of how each category reads. The call below runs the preview module's
/// `TrustGate.check`, not the app's: this `.other` reaches no evaluation.
struct CategoryGallery {
  let gate = TrustGate()

  func sample() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    try await gate.check(context)
  }
}
