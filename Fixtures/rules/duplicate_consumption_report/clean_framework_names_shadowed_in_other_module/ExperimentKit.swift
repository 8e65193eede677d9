import Foundation

// A vendored A/B testing module with `InsightEvaluator` and `InsightEvaluation` types of its
// own. Its `reportConsumption` is a method of its own type: calling it twice on its own value
// is not a TrustInsights report, and its methods are not methods of the framework's evaluation.
enum ExposureStatus { case exposed, notExposed }

final class InsightEvaluation {
  let variant: String
  init(variant: String) { self.variant = variant }
  func reportConsumption(_ status: ExposureStatus) {}
  func settle(held: Bool) {}
}

final class InsightEvaluator {
  func requestEvaluation(context: String) async throws -> InsightEvaluation {
    let exposure = InsightEvaluation(variant: "B")
    exposure.reportConsumption(.exposed)
    exposure.reportConsumption(.notExposed)
    return exposure
  }
}
