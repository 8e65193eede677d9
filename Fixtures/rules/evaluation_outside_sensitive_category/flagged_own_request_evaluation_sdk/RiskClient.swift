import Foundation

// The app's own risk client, with a method of the evaluator's name.
final class RiskClient {
  func requestEvaluation(context: String) async -> Int {
    context.count
  }
}
