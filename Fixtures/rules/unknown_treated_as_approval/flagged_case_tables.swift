import TrustInsights

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

enum Action { case allow, review, block }

/// Policies written as tables keyed by level: the value under `.unknown` is what `.unknown` gets.
struct PolicyTable {
  let policy: [IsLikelyBeingCoachedInsight.Value: Action] = [
    .unknown: .allow,  // expect: unknown_treated_as_approval "sets 'policy' to '.allow'"
    .medium: .review,
    .high: .block,
  ]

  static let feedback: Dictionary<CoachingLevel, InsightEvaluationConsumptionStatus> = [
    .high: .usedIncreasedFriction,
    .medium: .usedIncreasedFriction,
    IsLikelyBeingCoachedInsight.Value.unknown: .usedReducedFriction,  // expect: unknown_treated_as_approval
  ]

  func action(for level: IsLikelyBeingCoachedInsight.Value) -> Action {
    let skipOTPByLevel: [CoachingLevel: Bool] = [.unknown: true, .medium: false, .high: false]  // expect: unknown_treated_as_approval
    if skipOTPByLevel[level] == true { return .review }
    return policy[level] ?? .review
  }
}
