import TrustInsights

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

enum Action { case allow, review, block }

/// Tables keyed by level that leave `.unknown` out: a lookup's default is what `.unknown` gets.
struct PolicyTable {
  let policy: [IsLikelyBeingCoachedInsight.Value: Action] = [.medium: .review, .high: .block]
  static let feedback: Dictionary<CoachingLevel, InsightEvaluationConsumptionStatus> = [
    .high: .usedIncreasedFriction, .medium: .usedIncreasedFriction,
  ]

  func action(for level: IsLikelyBeingCoachedInsight.Value) -> Action {
    policy[level] ?? .allow  // expect: unknown_treated_as_approval
  }

  func actionDefault(for level: CoachingLevel) -> Action {
    let chosen = self.policy[level, default: .allow]  // expect: unknown_treated_as_approval
    return chosen
  }

  func status(for level: CoachingLevel) -> InsightEvaluationConsumptionStatus {
    Self.feedback[level] ?? .usedReducedFriction  // expect: unknown_treated_as_approval
  }

  func local(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) throws -> Action {
    let table: [CoachingLevel: Action] = [.high: .block]
    let level = try evaluation.insight.outcome.get()
    var result = Action.review
    result = table[level] ?? .allow  // expect: unknown_treated_as_approval
    return result
  }
}

enum Policy {
  static let table: [CoachingLevel: Action] = [.medium: .review, .high: .block]
}
let globalTable: [CoachingLevel: Bool] = [.high: false]

func lookups(_ level: CoachingLevel) -> Action {
  let forUnknown = Policy.table[.unknown] ?? .allow  // expect: unknown_treated_as_approval
  if forUnknown == .block { return .review }
  return Policy.table[level] ?? .block
}

func isSafeToSkip(_ level: CoachingLevel) -> Bool {
  globalTable[level] ?? true  // expect: unknown_treated_as_approval
}
