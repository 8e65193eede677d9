import Foundation

// The app's own risk client: its methods share the evaluator's names and take a screen name
// as their "context".
final class RiskClient {
  func requestEvaluation(context: String) async -> Int {
    context.count
  }

  func authorizationStatus(for context: String) -> Bool {
    !context.isEmpty
  }
}
