import TrustInsights

enum Friction { case none, warn, hold }

enum Policy {
  /// Reads the outcome but leaves reporting to the caller.
  static func friction(for evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Friction {
    switch evaluation.insight.outcome {
    case .success(.high): return .hold
    case .success(.medium): return .warn
    default: return .none
    }
  }
}
