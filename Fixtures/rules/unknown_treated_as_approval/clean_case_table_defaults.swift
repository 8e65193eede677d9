import TrustInsights

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

enum Action { case allow, review, block }
enum Grade: Hashable { case unknown, low, high }

/// Lookups whose default `.unknown` does not get, or of tables the linter cannot read as such.
struct PolicyTable {
  // Lists `.unknown`: the default is for values this SDK does not name.
  let policy: [IsLikelyBeingCoachedInsight.Value: Action] = [.unknown: .review, .medium: .review, .high: .block]
  // Keyed by the app's own grade.
  let grades: [Grade: Action] = [.low: .review, .high: .block]
  // No written key type.
  let untyped = [CoachingLevel.medium: Action.review]
  // A var may gain an `.unknown` entry later.
  var mutable: [CoachingLevel: Action] = [.medium: .review, .high: .block]

  func action(for level: IsLikelyBeingCoachedInsight.Value) -> Action {
    policy[level] ?? .allow
  }

  func grade(_ g: Grade) -> Action { grades[g] ?? .allow }
  func loose(_ level: CoachingLevel) -> Action { untyped[level] ?? .allow }
  func changing(_ level: CoachingLevel) -> Action { mutable[level] ?? .allow }

  func safeDefault(for level: CoachingLevel) -> Action {
    let table: [CoachingLevel: Action] = [.medium: .review, .high: .block]
    return table[level] ?? .review
  }

  func known(for level: CoachingLevel) -> Action {
    let table: [CoachingLevel: Action] = [.medium: .review, .high: .block]
    guard level != .unknown else { return .review }
    // (A future value still reaches this default.)
    return table[level, default: .review]
  }

  func shadowed(_ policy: [Grade: Action], _ g: Grade) -> Action {
    policy[g] ?? .allow
  }
}

enum Policy {
  static let table: [CoachingLevel: Action] = [.medium: .review]
}

func lookups(_ level: CoachingLevel) -> Action {
  // Only `.high` looks the table up here: the default is not `.unknown`'s.
  let high = Policy.table[.high] ?? .allow
  var table: [CoachingLevel: Action] = [.high: .block]
  table[.medium] = .review
  _ = high
  return table[level] ?? .allow
}

func shadowedLocal(_ level: CoachingLevel) -> Action {
  let policy: [String: Action] = ["x": .review]
  return policy["y"] ?? .allow
}
