import Foundation

// The app's own scoring engine, with a `requestEvaluation(context:)` of the framework's name
// and label: calls whose receiver is not known to be an `InsightEvaluator` may run this one.
final class ScoreEvaluator {
  func requestEvaluation(context: String) async throws -> Int { 700 }
}
