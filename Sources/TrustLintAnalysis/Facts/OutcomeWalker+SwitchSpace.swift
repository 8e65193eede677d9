import TrustLintSyntax

/// The case space of a `switch` whose subject is an outcome or a tuple holding one: which
/// positions are outcomes or Booleans, and what each case pattern may and surely matches
/// there (the walker subtracts what a case surely matches from what later cases can see).
extension OutcomeWalker {
  /// The positions of a `switch` subject when at least one of them is an outcome: the subject
  /// itself, or the elements of a tuple subject (`true`/`false` in some case make a position Boolean).
  func dimensions(of s: SwitchStmt, _ st: OutcomeState) -> [CaseSpace.Dimension]? {
    if let subject = subject(s.subject, st) { return [.outcome(subject)] }
    guard let elements = tupleLiteralElements(s.subject, st) ?? tupleValue(s.subject, st) else { return nil }
    var dims: [CaseSpace.Dimension] = elements.map { $0.map { .outcome($0) } ?? .other }
    for c in s.cases {
      guard case .patterns(let items) = c.kind else { continue }
      for item in items {
        guard case .tuple(let ps) = item.pattern, ps.count == dims.count else { continue }
        for (i, q) in ps.enumerated() where Self.booleanLiteral(q) != nil {
          if case .other = dims[i] { dims[i] = .boolean }
        }
      }
    }
    return dims
  }

  /// `if case (.success(.unknown), true) = (evaluation.insight.outcome, cents < 500)`: a case
  /// condition on a tuple literal holding an outcome, read position by position as a `switch`
  /// on that tuple reads its cases (probes-cq p186). Where it holds, each outcome is what its
  /// position may match; where it fails, an outcome is narrowed only when every other position
  /// surely matches, since otherwise that other element may be what failed. Binds the pattern's
  /// names. Nil when the shapes differ or no element is an outcome.
  func tupleCaseCondition(_ p: Pattern, _ initializer: Expr, _ st: inout OutcomeState) -> OutcomeNarrowing? {
    guard let elements = tupleLiteralElements(initializer, st) ?? tupleValue(initializer, st),
      case .tuple(let ps) = p, ps.count == elements.count
    else { return nil }
    let dims: [CaseSpace.Dimension] = elements.map { $0.map { .outcome($0) } ?? .other }
    let (may, must) = matchBox(p, dims, &st.bindings)
    var narrowing = OutcomeNarrowing()
    for (i, d) in dims.enumerated() {
      guard case .outcome(let s) = d else { continue }
      narrowing.whenTrue[s.key] = (narrowing.whenTrue[s.key] ?? .all).intersection(OutcomeSet(rawValue: may[i]))
      let othersSurelyMatch = dims.indices.allSatisfy { j in j == i || must[j] == CaseSpace.full(dims[j]) }
      if othersSurelyMatch, narrowing.whenFalse[s.key] == nil {
        narrowing.whenFalse[s.key] = s.domain.subtracting(OutcomeSet(rawValue: must[i]))
      }
    }
    return narrowing
  }

  /// The subjects of a tuple literal's elements (nil where an element is no outcome), when it
  /// has two or more and at least one is an outcome.
  func tupleLiteralElements(_ e: Expr, _ st: OutcomeState) -> [OutcomeSubject?]? {
    guard case .tuple(let t) = e, t.elements.count > 1 else { return nil }
    let elements = t.elements.map { subject($0.value, st) }
    return elements.contains { $0 != nil } ? elements : nil
  }

  /// The element subjects of a local constant that holds such a tuple literal.
  func tupleValue(_ e: Expr, _ st: OutcomeState) -> [OutcomeSubject?]? {
    guard case .identifier(let n) = SyntaxQueries.stripped(e) else { return nil }
    return st.tupleValues[n.text]
  }

  /// What a case pattern may and surely matches, position by position.
  func matchBox(
    _ p: Pattern, _ dims: [CaseSpace.Dimension], _ bindings: inout [String: OutcomeSubject?]
  ) -> (may: CaseSpace.Box, must: CaseSpace.Box) {
    if dims.count == 1 {
      let (may, must) = matchPosition(p, dims[0], &bindings)
      return ([may], [must])
    }
    guard case .tuple(let ps) = p, ps.count == dims.count else {
      let full = dims.map { CaseSpace.full($0) }
      return (full, matchesWhole(p, &bindings) ? full : dims.map { _ in 0 })
    }
    var may: CaseSpace.Box = []
    var must: CaseSpace.Box = []
    for (q, d) in zip(ps, dims) {
      let (a, b) = matchPosition(q, d, &bindings)
      may.append(a)
      must.append(b)
    }
    return (may, must)
  }

  /// What a case pattern may and surely matches at one position of the subject.
  func matchPosition(
    _ p: Pattern, _ d: CaseSpace.Dimension, _ bindings: inout [String: OutcomeSubject?]
  ) -> (may: UInt8, must: UInt8) {
    switch d {
    case .outcome(let subject):
      let m = match(p, subject, &bindings)
      return (m.may.rawValue, m.must.rawValue)
    case .boolean, .other:
      let full = CaseSpace.full(d)
      if matchesWhole(p, &bindings) { return (full, full) }
      if case .boolean = d, let value = Self.booleanLiteral(p) {
        let bit: UInt8 = value ? 1 : 2
        return (bit, bit)
      }
      return (full, 0)
    }
  }

  /// A pattern read without looking into the value: `_` and a binding (`let x`, bound to no
  /// outcome) surely match; any other pattern's names are shadowed and it may match. True
  /// when it surely matches.
  private func matchesWhole(_ p: Pattern, _ bindings: inout [String: OutcomeSubject?]) -> Bool {
    switch p {
    case .wildcard: return true
    case .binding(let n):
      bindings[n.text] = .some(nil)
      return true
    default:
      Self.shadow(p, &bindings)
      return false
    }
  }

  /// `true` or `false` written as a pattern.
  static func booleanLiteral(_ p: Pattern) -> Bool? {
    guard case .expression(let e) = p, case .literal(let l) = SyntaxQueries.stripped(e) else { return nil }
    switch l.kind {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  /// Where the values of `key` taking a case came in: the case itself, unless `.unknown`, a
  /// failure or an unrecognised value takes it only through a `fallthrough` (`case .unknown:
  /// log(); fallthrough` into `case .medium:`): then the case it fell from.
  static func caseEntry(
    _ here: BranchEntry, _ set: OutcomeSet, own: [CaseSpace.Box], _ dims: [CaseSpace.Dimension], key: String,
    fellFrom: BranchEntry?
  ) -> BranchEntry {
    guard let fellFrom else { return here }
    var ownSet: OutcomeSet = []
    for (i, d) in dims.enumerated() {
      guard case .outcome(let subject) = d, subject.key == key else { continue }
      ownSet.formUnion(OutcomeSet(rawValue: CaseSpace.union(own, at: i)))
    }
    let carriedOnly = set.subtracting(ownSet).intersection([.unknown, .failure, .future])
    return carriedOnly.isEmpty ? here : fellFrom
  }
}
