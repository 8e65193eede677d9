import Foundation

// A vendored A/B testing module (its own target, never imported next to TrustInsights) with
// `InsightEvaluator` and `InsightEvaluation` types of its own; the file is read for
// declarations only and must not change how the TrustInsights file is analysed.
enum ExposureStatus { case exposed, notExposed }

final class InsightEvaluation {
  let variant: String
  init(variant: String) { self.variant = variant }
  func reportConsumption(_ status: ExposureStatus) {}
}

final class InsightEvaluator {
  func requestEvaluation(context: String) async throws -> InsightEvaluation {
    InsightEvaluation(variant: "B")
  }
}
