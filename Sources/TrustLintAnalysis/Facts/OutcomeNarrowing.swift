/// What a condition says about outcome keys when it holds (`whenTrue`) and when it does not
/// (`whenFalse`); a missing key means "any outcome".
struct OutcomeNarrowing {
  /// What the keys can be where the condition holds.
  var whenTrue: [String: OutcomeSet] = [:]
  /// What the keys can be where it does not.
  var whenFalse: [String: OutcomeSet] = [:]

  /// A condition that says nothing about outcomes.
  static let none = OutcomeNarrowing()

  /// Both hold.
  func and(_ other: OutcomeNarrowing) -> OutcomeNarrowing {
    OutcomeNarrowing(
      whenTrue: Self.intersect(whenTrue, other.whenTrue), whenFalse: Self.union(whenFalse, other.whenFalse))
  }

  /// Either holds.
  func or(_ other: OutcomeNarrowing) -> OutcomeNarrowing {
    OutcomeNarrowing(
      whenTrue: Self.union(whenTrue, other.whenTrue), whenFalse: Self.intersect(whenFalse, other.whenFalse))
  }

  /// The negation.
  var negated: OutcomeNarrowing { OutcomeNarrowing(whenTrue: whenFalse, whenFalse: whenTrue) }

  /// Missing keys are "anything": intersecting keeps every key.
  private static func intersect(_ a: [String: OutcomeSet], _ b: [String: OutcomeSet]) -> [String: OutcomeSet] {
    var r = a
    for (k, s) in b { r[k] = (r[k] ?? .all).intersection(s) }
    return r
  }

  /// Missing keys are "anything": a union keeps only keys both restrict.
  private static func union(_ a: [String: OutcomeSet], _ b: [String: OutcomeSet]) -> [String: OutcomeSet] {
    var r: [String: OutcomeSet] = [:]
    for (k, s) in a { if let t = b[k] { r[k] = s.union(t) } }
    return r
  }
}
