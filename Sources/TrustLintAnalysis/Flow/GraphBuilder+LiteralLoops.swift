import TrustLintSyntax

/// A `for` loop over a collection or range written as literals runs a known number of times:
/// `for _ in [1]`, `for channel in ["push", "sms"]`, `for _ in 0..<1`, `for _ in 1...3`. Such a
/// loop is entered straight into its first pass (no path leaves it before a pass: a report in
/// its body is no "zero passes" leak), and a loop of one pass has no second one (its body's end
/// and its `continue`s go to the exit, not round again: a report in its body is no duplicate).
/// A name, a call or an empty literal (`for e in pending`, `[Int]()`, `[]`) may hold no element
/// and keeps both the exit before a pass and the way round; of those, `batch.prefix(1)` and
/// `batch.suffix(1)` hold at most one: they keep the exit before a pass but have no way round.
extension GraphBuilder {
  /// How many passes a `for` over `sequence` makes when it is a non-empty literal: an array
  /// literal (no `#if` inside), or a range between integer literals; nil otherwise.
  func literalPassCount(_ sequence: Expr) -> Int? {
    switch SyntaxQueries.stripped(sequence) {
    case .array(let a):
      guard !a.elements.isEmpty else { return nil }
      for t in a.lbracket...a.rbracket where tree.tokens[Int(t)].kind == .directive { return nil }
      return a.elements.count
    case .binary(let range) where range.op.text == "..<" || range.op.text == "...":
      guard let lower = Self.integerLiteral(range.lhs, tree), let upper = Self.integerLiteral(range.rhs, tree)
      else { return nil }
      let (count, overflow) = upper.subtractingReportingOverflow(lower)
      guard !overflow else { return nil }
      let passes = range.op.text == "..." ? count + 1 : count
      return passes >= 1 ? passes : nil
    default:
      return nil
    }
  }

  /// Whether a `for` over `sequence` makes at most one pass though it may make none:
  /// `batch.prefix(1)`, `queue.suffix(1)` (the first or last element of a collection that may
  /// be empty), `batch.prefix(upTo: 1)` and `batch.prefix(through: 0)` (the elements at integer
  /// positions below 1 or up to 0: at most the first, probes-ea p02). A report in its body is
  /// no duplicate; the loop may still be skipped (probes-dy p111, p119: the second pass the
  /// graph invented reported an outer evaluation again).
  func atMostOnePass(_ sequence: Expr) -> Bool {
    guard case .call(let c) = SyntaxQueries.stripped(sequence), c.trailingClosures.isEmpty,
      case .member(let m) = SyntaxQueries.stripped(c.callee), c.arguments.count == 1
    else { return false }
    let count = Self.integerLiteral(c.arguments[0].value, tree)
    switch (m.name.text, c.arguments[0].label?.text) {
    case ("prefix", nil), ("suffix", nil), ("prefix", "upTo"): return count == 1
    case ("prefix", "through"): return count == 0
    default: return false
    }
  }

  /// The collection `batch` of a one-pass slice `batch.prefix(1)` (see `atMostOnePass`): a
  /// `for` over it, or its `forEach`, borrows an element of `batch` as one over `batch` does.
  func onePassSliceBase(_ sequence: Expr) -> Expr? {
    guard atMostOnePass(sequence), case .call(let c) = SyntaxQueries.stripped(sequence),
      case .member(let m) = SyntaxQueries.stripped(c.callee)
    else { return nil }
    return m.base
  }

  /// Whether `e` is the literal `true` or `false` (in parentheses or not).
  static func isLiteral(_ e: Expr, _ kind: LiteralExpr.Kind) -> Bool {
    if case .literal(let l) = SyntaxQueries.stripped(e) { return l.kind == kind }
    return false
  }

  /// Whether a condition list is the one literal `true` (`while true`, `repeat … while true`).
  static func isLiteralTrue(_ conditions: [Condition]) -> Bool {
    guard conditions.count == 1, case .expr(.literal(let l)) = conditions[0] else { return false }
    return l.kind == .true
  }
}
