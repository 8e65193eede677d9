import TrustInsights

/// The preview module's `RefundTrust`: same name and property, never evaluated. Its
/// memberwise call below reaches this type, not the app's.
struct RefundTrust {
  var context: InsightEvaluator.InsightContext
}

struct RefundGallery {
  func sample() -> RefundTrust {
    RefundTrust(
      context: InsightEvaluator.InsightContext(
        operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
}
