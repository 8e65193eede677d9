import Foundation

// The app's wrapper of a vendor fraud-scoring SDK. It has a `requestEvaluation(context:)` of
// its own, whose result is not an evaluation: calls on it owe no report, but it must not hide
// the framework's method from calls made on a real `InsightEvaluator`.
final class FraudSDK {
  static let shared = FraudSDK()

  func requestEvaluation(context: String) async -> Bool {
    context.hasPrefix("transfer")
  }
}
