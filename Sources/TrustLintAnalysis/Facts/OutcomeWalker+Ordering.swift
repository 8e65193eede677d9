import TrustLintSyntax

/// The rank a program's `Comparable` conformance gives each level value: for `.unknown`,
/// `.medium`, `.high` and a future value, the integers its rank property may return (absent:
/// a value whose rank is not an integer literal, so any).
typealias ValueRanks = [UInt8: Set<Int>]

/// `level < .medium` where the program makes `IsLikelyBeingCoachedInsight.Value` `Comparable`
/// through a rank (`static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }`,
/// `var rank: Int { switch self { case .unknown: return 0 … } }`): the comparison is an outcome
/// test, true for the values the ranks put on that side. `if level < .medium { skipOTP() }`
/// is taken by `.unknown` when `.unknown` ranks lowest, as written by the app.
extension OutcomeWalker {
  /// What `a < b`, `a <= b`, `a > b` or `a >= b` says when one side is a level and the other a
  /// case of it, under the program's ranks; nothing without them.
  func ordered(_ b: BinaryExpr, _ st: OutcomeState) -> OutcomeNarrowing {
    for (side, other, flipped) in [(b.lhs, b.rhs, false), (b.rhs, b.lhs, true)] {
      guard let s = subject(side, st), s.kind == .value, case let (name, nil)? = Self.caseShape(other),
        let bound = Self.valueBit(name), let ranks = valueRanks(), let limit = ranks[bound.rawValue],
        limit.count == 1, let r = limit.first
      else { continue }
      var whenTrue: OutcomeSet = []
      var whenFalse: OutcomeSet = []
      for bit in [OutcomeSet.unknown, .medium, .high, .future] where s.domain.contains(bit) {
        guard let values = ranks[bit.rawValue] else {
          whenTrue.insert(bit)
          whenFalse.insert(bit)
          continue
        }
        for v in values {
          let holds = flipped ? Self.compare(r, b.op.text, v) : Self.compare(v, b.op.text, r)
          if holds { whenTrue.insert(bit) } else { whenFalse.insert(bit) }
        }
      }
      return OutcomeNarrowing(whenTrue: [s.key: whenTrue], whenFalse: [s.key: whenFalse])
    }
    return .none
  }

  private static func valueBit(_ name: String) -> OutcomeSet? {
    switch name {
    case "unknown": return .unknown
    case "medium": return .medium
    case "high": return .high
    default: return nil
    }
  }

  private static func compare(_ a: Int, _ op: String, _ b: Int) -> Bool {
    switch op {
    case "<": return a < b
    case "<=": return a <= b
    case ">": return a > b
    default: return a >= b
    }
  }

  /// The ranks of the program's one `<` on the level (memoised per walker), or nil when it
  /// declares none, several, or one that is not `lhs.rank < rhs.rank` over a computed
  /// property of the level.
  func valueRanks() -> ValueRanks? {
    if let known = valueRanksMemo { return known }
    valueRanksMemo = .some(nil)  // a rank getter that compares levels itself says nothing
    let ranks = findValueRanks()
    valueRanksMemo = .some(ranks)
    return ranks
  }

  private func findValueRanks() -> ValueRanks? {
    let operators = facts.program.index.functions(named: "<").filter {
      $0.decl.hasBody && $0.decl.parameters.count == 2 && isValueOwner($0)
    }
    guard operators.count == 1, let body = operators[0].decl.body else { return nil }
    let parameters = operators[0].decl.parameters.map(\.name.text)
    let returned = SyntaxQueries.returnedValues(body.stmts)
    guard returned.count == 1, case .binary(let cmp) = SyntaxQueries.stripped(returned[0]), cmp.op.text == "<",
      case .member(let l) = SyntaxQueries.stripped(cmp.lhs), case .member(let r) = SyntaxQueries.stripped(cmp.rhs),
      l.name.text == r.name.text, case .identifier(let lb) = l.base, case .identifier(let rb) = r.base,
      lb.text == parameters[0], rb.text == parameters[1]
    else { return nil }
    let getters = rankGetters(named: l.name.text)
    guard getters.count == 1 else { return nil }
    let entry = getters[0]
    let tree = facts.program.files[entry.fileIndex].tree
    let sub = predicateWalker(for: entry)
    var ranks: ValueRanks = [:]
    var unranked: OutcomeSet = []
    var observed = false
    sub.returnObserver = { _, leaf, st in
      observed = true
      let here = (st.narrowed["self"] ?? .values).intersection(.values)
      guard case .literal(let lit) = SyntaxQueries.stripped(leaf), lit.kind == .integer,
        let value = Int(tree.text(of: lit.token))
      else {
        unranked.formUnion(here)
        return
      }
      for bit in [OutcomeSet.unknown, .medium, .high, .future] where here.contains(bit) {
        ranks[bit.rawValue, default: []].insert(value)
      }
    }
    sub.walkReturns(of: entry)
    guard observed else { return nil }
    for bit in [OutcomeSet.unknown, .medium, .high, .future] where unranked.contains(bit) {
      ranks[bit.rawValue] = nil
    }
    return ranks
  }

  /// The getters of computed properties of this name declared in extensions of the level.
  private func rankGetters(named name: String) -> [FunctionEntry] {
    let index = facts.program.index
    var getters: [FunctionEntry] = []
    for p in index.properties(named: name, fromFile: fileIndex) where p.isComputed && !p.isStatic {
      for b in p.declaration.bindings {
        guard case .binding(let n) = b.pattern, n.text == name else { continue }
        for accessor in b.accessors {
          guard case .accessor("get") = accessor.kind, accessor.hasBody, let id = index.functionID(of: accessor)
          else { continue }
          let entry = index.functions[Int(id)]
          if isValueOwner(entry) { getters.append(entry) }
        }
      }
    }
    return getters
  }
}
