/// The values a `switch` subject can still have, as a union of boxes: one set of bits per
/// position of the subject (one position for `switch level`, several for
/// `switch (level, isNewPayee)`). Cases subtract the boxes they surely match, so that a later
/// case or `default` is reached only by what is left (after `case (.unknown, false)` and
/// `case (_, true)`, no `.unknown` is left).
struct CaseSpace {
  /// What one position of the subject is.
  enum Dimension {
    /// The outcome of an evaluation, or a `Value`.
    case outcome(OutcomeSubject)
    /// A Boolean (some case writes `true` or `false` there): bit 1 is `true`, bit 2 `false`.
    case boolean
    /// Anything else: one bit, matched surely only by `_` or a binding.
    case other
  }

  /// One set of bits per position.
  typealias Box = [UInt8]

  /// A bound on the boxes kept: past it, nothing more is subtracted (a case is then assumed
  /// reachable by more than it is, which only makes branches less narrow).
  private static let maxBoxes = 64

  /// The positions of the subject.
  let dimensions: [Dimension]
  /// What is left, as boxes (disjoint, except after `joined(with:)`).
  private(set) var remaining: [Box]

  /// The whole space, each outcome position limited to what `narrowed` already allows.
  init(dimensions: [Dimension], narrowed: [String: OutcomeSet]) {
    self.dimensions = dimensions
    remaining = [dimensions.map { Self.full($0, narrowed: narrowed) }]
  }

  /// Every value of a position.
  static func full(_ d: Dimension, narrowed: [String: OutcomeSet] = [:]) -> UInt8 {
    switch d {
    case .outcome(let s): return (narrowed[s.key] ?? .all).intersection(s.domain).rawValue
    case .boolean: return 3
    case .other: return 1
    }
  }

  /// What of the remaining space a pattern may match.
  func reach(_ may: Box) -> [Box] {
    remaining.compactMap { Self.intersect($0, may) }
  }

  /// Removes what a pattern surely matches.
  mutating func subtract(_ must: Box) {
    guard !must.contains(0) else { return }
    var next: [Box] = []
    for box in remaining {
      next += Self.subtract(box, must)
      if next.count > Self.maxBoxes { return }
    }
    remaining = next
  }

  /// Removes everything (a `default`).
  mutating func clear() { remaining = [] }

  /// What is left in either space (the values one build or another leaves): the boxes may
  /// overlap, which `reach` and `union` read the same.
  func joined(with other: CaseSpace) -> CaseSpace {
    var result = self
    for box in other.remaining where !result.remaining.contains(box) { result.remaining.append(box) }
    return result
  }

  /// The union of the boxes' sets at one position.
  static func union(_ boxes: [Box], at position: Int) -> UInt8 {
    boxes.reduce(0) { $0 | $1[position] }
  }

  private static func intersect(_ a: Box, _ b: Box) -> Box? {
    var r = a
    for i in r.indices {
      r[i] &= b[i]
      if r[i] == 0 { return nil }
    }
    return r
  }

  /// `a` without `b`, as disjoint boxes: for each position in turn, the part of `a` outside
  /// `b` there (earlier positions kept inside `b`).
  private static func subtract(_ a: Box, _ b: Box) -> [Box] {
    guard intersect(a, b) != nil else { return [a] }
    var result: [Box] = []
    var prefix = a
    for i in a.indices {
      let outside = a[i] & ~b[i]
      if outside != 0 {
        var piece = prefix
        piece[i] = outside
        result.append(piece)
      }
      prefix[i] = a[i] & b[i]
    }
    return result
  }
}
