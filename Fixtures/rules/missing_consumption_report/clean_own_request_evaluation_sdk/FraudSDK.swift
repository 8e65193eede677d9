import Foundation

// The app's wrapper of a vendor fraud-scoring SDK, with a `requestEvaluation(context:)` of its
// own whose result is a score, not an evaluation.
final class FraudSDK {
  func requestEvaluation(context: String) async -> Bool {
    context.hasPrefix("transfer")
  }

  func screen(_ reference: String) async -> Bool {
    // A bare call in the app's own type runs the app's method.
    await requestEvaluation(context: "transfer." + reference)
  }
}
