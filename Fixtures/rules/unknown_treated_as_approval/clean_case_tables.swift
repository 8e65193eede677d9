import TrustInsights

enum Action { case allow, review, block }

/// The app's own order states, with their own `.unknown`.
enum OrderState: Hashable { case unknown, filled, cancelled }

struct PolicyTable {
  // Keyed by level, and `.unknown` keeps the checks.
  let policy: [IsLikelyBeingCoachedInsight.Value: Action] = [
    .unknown: .review,
    .medium: .review,
    .high: .block,
  ]

  // Keyed by the app's own enum: its `.unknown` is not the insight's.
  let orderPolicy: [OrderState: Action] = [.unknown: .allow, .filled: .allow, .cancelled: .block]

  func action(for level: IsLikelyBeingCoachedInsight.Value) -> Action {
    // No written type: nothing says the keys are levels.
    let guessed = [OrderState.unknown: Action.allow]
    _ = guessed
    return policy[level] ?? .review
  }
}
