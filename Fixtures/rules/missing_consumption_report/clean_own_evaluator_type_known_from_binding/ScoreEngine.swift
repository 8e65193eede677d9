import Foundation

// The bank's own credit scoring engine: its `requestEvaluation(context:)` has the framework's
// name and label, and returns a score, not an evaluation.
struct ScoreContext {
  var applicantID: String
}

struct ScoreResult {
  var score: Int
}

final class ScoreEvaluator {
  static let shared = ScoreEvaluator()

  func requestEvaluation(context: ScoreContext) async throws -> ScoreResult {
    ScoreResult(score: 700)
  }
}

enum ScoringPlugin {
  case scoring(ScoreEvaluator)
  case weighted(weight: Int, evaluator: ScoreEvaluator)
  case none
}

typealias ScoreRun = (ScoreEvaluator, String) async throws -> Int

/// A base view model whose subclasses inherit its scoring engine.
class BaseLendingViewModel {
  let evaluator = ScoreEvaluator()
}

/// A second level of inheritance.
class SecuredLendingViewModel: BaseLendingViewModel {}
