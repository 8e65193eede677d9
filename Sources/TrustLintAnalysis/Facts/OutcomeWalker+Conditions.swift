import TrustLintSyntax

/// Condition lists for the outcome walker (`if`, `guard`, `while`): what each condition says
/// about outcomes where the list holds and where it fails.
extension OutcomeWalker {
  /// Walks a condition list in order (later conditions see earlier ones hold); with `walk`
  /// false, only reads what the conditions say (their calls were walked elsewhere).
  func conditions(_ list: [Condition], _ st: inout OutcomeState, walk: Bool = true) -> OutcomeNarrowing {
    var total: OutcomeNarrowing?
    var parts: [(narrowing: OutcomeNarrowing, bound: Set<String>)] = []
    var shadowed: Set<String> = []
    for c in list {
      if case .availability(let first, let last) = c, let file = fileIndex,
        AvailabilityConditions.holdsWhereInsightsExist(
          facts.program.files[file].tree.text(from: first, through: last))
      {
        continue  // true wherever an outcome exists: it routes no value to the `else`
      }
      let seen = st.narrowing(total?.whenTrue ?? [:])
      switch c {
      case .expr(let e) where walk: expr(e, seen)
      case .optionalBinding(_, _, _, let i?) where walk: expr(i, seen)
      case .casePattern(_, let i, _) where walk: expr(i, seen)
      default: break
      }
      // `if let evaluation = await prefetched()` under an outer `evaluation`: the tests that
      // follow read the new value (`OutcomeWalker+Rebinding`).
      let rebound = Self.reboundNames(c, st)
      if st.hasKeys(rootedAt: rebound) { shadowed.formUnion(rebound) }
      st.forgetKeys(rootedAt: rebound)
      let n = condition(c, &st)
      parts.append((n, OutcomeWalker.boundNames(c)))
      total = total.map { $0.and(n) } ?? n
    }
    guard var result = total else { return .none }
    // Where the list fails the outer holder of a shadowed name is what arrives: the
    // conditions after the binding spoke of the inner value.
    result.whenFalse = OutcomeWalker.failureNarrowing(parts).filter { !OutcomeState.isRooted($0.key, at: shadowed) }
    return result
  }

  /// Where a condition list fails, per outcome key: the union of what each condition's failure
  /// allows, counting only conditions after the one that binds the key's root. When
  /// `let evaluation = pending` fails there is no outcome at all, so in
  /// `guard let evaluation = pending, case .success(let level) = evaluation.insight.outcome,
  /// level == .high else { … }` the `else` is reached by a failure and `.unknown`, not by anything.
  static func failureNarrowing(_ parts: [(narrowing: OutcomeNarrowing, bound: Set<String>)]) -> [String: OutcomeSet] {
    var keys: Set<String> = []
    for p in parts { keys.formUnion(p.narrowing.whenFalse.keys) }
    var result: [String: OutcomeSet] = [:]
    for key in keys {
      let root = key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key
      var start = 0
      for (i, p) in parts.enumerated() where p.bound.contains(root) { start = i + 1 }
      guard start < parts.count else { continue }
      var union: OutcomeSet? = []
      for p in parts[start...] {
        guard let set = p.narrowing.whenFalse[key], let u = union else {
          union = nil
          break
        }
        union = u.union(set)
      }
      if let union { result[key] = union }
    }
    return result
  }

  /// The names a condition binds (`let evaluation = …`, `case .success(let level) = …`).
  static func boundNames(_ c: Condition) -> Set<String> {
    var names: Set<String> = []
    var pending: [Pattern] = []
    switch c {
    case .optionalBinding(_, let p, _, _), .casePattern(let p, _, _): pending.append(p)
    default: return names
    }
    while let p = pending.popLast(), names.count < 64 {
      switch p {
      case .binding(let n): names.insert(n.text)
      case .tuple(let ps): pending += ps
      case .enumCase(_, _, let payload): pending += payload ?? []
      case .optional(let q), .cast(let q, _): pending.append(q)
      case .wildcard, .isType, .expression: break
      }
    }
    return names
  }

  /// The value of a branch of an `if`/`switch` expression: its last expression, or a nested
  /// `if`/`switch` there (parsed as a statement: `case true: if level == .high { .block } else
  /// { .approved }`), whose branches give the value in turn.
  func lastValue(_ stmts: [Stmt], _ st: OutcomeState, _ sink: ValueSink, _ elements: [ValueSink?]?) {
    switch stmts.last {
    case .expr(let v)?: values(v, st, sink, elements: elements)
    case .ifStmt(let s)?: values(.ifExpr(s), st, sink, elements: elements)
    case .switchStmt(let s)?: values(.switchExpr(s), st, sink, elements: elements)
    case .ifConfig(let c)? where stmts.last?.yieldsBranchValues == true:
      // A branch ending in `#if DEBUG .approved #else .review #endif`: each build's value.
      for inner in c.clauseValueStatements { lastValue([inner], st, sink, elements) }
    default: return
    }
  }
}
