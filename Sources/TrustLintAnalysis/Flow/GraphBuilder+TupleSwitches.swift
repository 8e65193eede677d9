import TrustLintSyntax

/// `switch (old, new)` over evaluations that names of this body hold (`let old = try? await
/// …requestEvaluation(…)`): each case's tuple pattern says, position by position, whether the
/// evaluation there is nil (`nil`, `.none`), present (`let o?`, `.some(let o)`) or either (`_`,
/// `let o`), and binds its name to that evaluation. The switch is followed as one on each name:
/// a case body sees only the nil-ness its patterns and the earlier cases leave (a `default`
/// after `(let o?, _)` and `(nil, let n?)` is `(nil, nil)`), and `o` reports `old`. Before,
/// the tuple was taken for a value the evaluations escaped into, so an evaluation one case
/// dropped, or reported again after the switch, was never found (probes-di e02, e03, e07).
/// Any other shape (a pattern at an evaluation's place that tests more than nil-ness, a
/// `fallthrough`, a case naming different names there) keeps that old reading.
extension GraphBuilder {
  /// What a tuple pattern says at a tracked position: the name it binds, and whether the
  /// evaluation there is nil (`true`), present (`false`) or either (nil).
  struct TuplePosition {
    var name: Name?
    var isNil: Bool?
  }

  /// The positions of `s`'s subject tuple that are names holding evaluations, when every case
  /// can be followed as described above; nil otherwise.
  func tupleSwitchPositions(_ s: SwitchStmt) -> [Int]? {
    guard case .tuple(let t) = s.subject, t.elements.count > 1, t.elements.allSatisfy({ $0.label == nil }),
      !Self.holdsNilTests(s.subject)
    else { return nil }
    var positions: [Int] = []
    for (k, element) in t.elements.enumerated() {
      if case .identifier(let n) = element.value, trackedVariable(n.text) != nil { positions.append(k) }
    }
    guard !positions.isEmpty, positions.count <= 4 else { return nil }
    for c in s.cases {
      if c.body.contains(where: { if case .fallthroughStmt = $0 { return true } else { return false } }) {
        return nil
      }
      guard case .patterns(let items) = c.kind else { continue }
      var names: [Int: String?] = [:]
      for item in items {
        if case .wildcard = item.pattern { continue }
        guard case .tuple(let ps) = item.pattern, ps.count == t.elements.count else { return nil }
        for k in positions {
          guard let position = Self.tuplePosition(ps[k]) else { return nil }
          // Every pattern of a case binds the same names; where they differ, keep out.
          if let seen = names[k], seen != position.name?.text { return nil }
          names[k] = position.name?.text
        }
      }
    }
    return positions
  }

  /// What pattern `p` at a tracked position says (see `TuplePosition`); nil for a pattern
  /// that tests more than nil-ness.
  static func tuplePosition(_ p: Pattern) -> TuplePosition? {
    switch p {
    case .wildcard: return TuplePosition(name: nil, isNil: nil)
    case .binding(let n): return TuplePosition(name: n, isNil: nil)
    case .optional(.binding(let n)): return TuplePosition(name: n, isNil: false)
    case .optional(.wildcard): return TuplePosition(name: nil, isNil: false)
    case .enumCase(nil, let name, let payload) where name.text == "some" && payload?.count == 1:
      switch payload![0] {
      case .binding(let n): return TuplePosition(name: n, isNil: false)
      case .wildcard: return TuplePosition(name: nil, isNil: false)
      default: return nil
      }
    case .enumCase(nil, let name, nil) where name.text == "none": return TuplePosition(name: nil, isNil: true)
    case .expression(.literal(let l)) where l.kind == .nil: return TuplePosition(name: nil, isNil: true)
    default: return nil
    }
  }

  /// Lowers the subject of a switch `tupleSwitchPositions` accepted: the names at `positions`
  /// are only read; any other element is lowered as a tuple's element always is. Returns the
  /// variable at each position.
  func lowerTupleSwitchSubject(_ t: TupleExpr, _ positions: [Int]) -> [Int32] {
    var variables: [Int32] = []
    for (k, element) in t.elements.enumerated() {
      if positions.contains(k), case .identifier(let n) = element.value, let v = trackedVariable(n.text) {
        variables.append(v)
      } else {
        escapeValue(element.value, token: t.lparen)
      }
    }
    return variables
  }

  /// Every nil-ness the tracked positions may have together (`true`: nil), before any case.
  static func allTupleNilness(count: Int) -> Set<[Bool]> {
    var all: Set<[Bool]> = [[]]
    for _ in 0..<count { all = Set(all.flatMap { [$0 + [true], $0 + [false]] }) }
    return all
  }

  /// Enters a case of such a switch: refines each tracked name as the nil-ness left for this
  /// case says, binds the names its patterns give at the tracked positions to those
  /// evaluations, and takes what the case matches for sure out of `remaining`. `items` is
  /// nil for `default`.
  func enterTupleSwitchCase(
    _ items: [CaseItem]?, positions: [Int], variables: [Int32], remaining: inout Set<[Bool]>
  ) {
    var reaching: Set<[Bool]> = []
    var taken: Set<[Bool]> = []
    var bound: [Int: Name] = [:]
    for item in items ?? [] {
      var matched = remaining
      var exact = item.whereClause == nil
      if case .tuple(let ps) = item.pattern {
        for (j, k) in positions.enumerated() {
          guard let position = Self.tuplePosition(ps[k]) else { continue }
          if let isNil = position.isNil { matched = matched.filter { $0[j] == isNil } }
          if let name = position.name { bound[j] = name }
        }
        for (k, p) in ps.enumerated() where !positions.contains(k) {
          declarePatternNames(p)
          switch p {
          case .wildcard, .binding: break
          default: exact = false
          }
        }
      }
      reaching.formUnion(matched)
      if exact { taken.formUnion(matched) }
    }
    if items == nil { reaching = remaining }
    remaining.subtract(taken)
    for (j, v) in variables.enumerated() {
      let values = Set(reaching.map { $0[j] })
      if values.count == 1, let isNil = values.first { emit(.refine(variable: v, isNil: isNil)) }
      if let name = bound[j] {
        let holder = declare(name.text)
        if trackedNames.contains(name.text) { emit(.assign(to: holder, from: [v])) }
      }
    }
  }
}
