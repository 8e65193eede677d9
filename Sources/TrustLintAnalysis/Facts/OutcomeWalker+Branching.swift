import TrustLintSyntax

/// The outcome walker's `if` and `switch` statements: each branch walked under what its
/// conditions or patterns say about the tested outcomes, then joined.
extension OutcomeWalker {
  /// Keeps the state a `break` leaves with for the loop or switch it leaves.
  func recordBreak(label: String?, _ st: OutcomeState) {
    guard let i = breakTargets.lastIndex(where: { label == nil || $0.label == label }) else { return }
    if breakTargets[i].states != nil { breakTargets[i].states!.append(st) }
  }

  /// An `if`: each branch under what its conditions say; false when no branch goes on.
  func ifStatement(_ s: IfStmt, _ st: inout OutcomeState) -> Bool {
    var inner = st
    let n = conditions(s.conditions, &inner)
    var then = inner.narrowing(n.whenTrue, at: .body(s.ifToken), other: n.whenFalse)
    then.gatedByAnswer = then.gatedByAnswer || readsAnswer(s.conditions, st)
    var exits: [OutcomeState] = []
    let decided = availabilityDecides(s.conditions)
    let hidden = st.hiddenKeys(rootedAt: s.conditions.reduce(into: []) { $0.formUnion(Self.reboundNames($1, st)) })
    if decided != false, block(s.then.stmts, &then) { exits.append(then.restoring(hidden)) }
    var otherwise = st.narrowing(n.whenFalse, at: Self.elseEntry(s), other: n.whenTrue)
    if decided == true { return st.join(exits, past: s.ifToken) }
    switch s.elseBranch {
    case .block(let b)?: if block(b.stmts, &otherwise) { exits.append(otherwise) }
    case .elseIf(let next)?: if ifStatement(next, &otherwise) { exits.append(otherwise) }
    case nil: exits.append(otherwise)
    }
    return st.join(exits, past: s.ifToken)
  }

  /// A `switch`: each case under what its patterns say, joined with the states its `break`s leave.
  func switchStatement(_ s: SwitchStmt, _ st: inout OutcomeState) -> Bool {
    expr(s.subject, st)
    let states = caseStates(s, st, walkGuards: true)
    breakTargets.append((s.label?.text, []))
    var exits: [OutcomeState] = []
    // `switch result { case .success(true): proceed() … }` over another check's answer.
    let gated = readsAnswer([.expr(s.subject)], st) && states.allSatisfy { $0.narrowed == st.narrowed }
    for (c, caseState) in zip(s.cases, states) {
      var inner = caseState
      inner.gatedByAnswer = inner.gatedByAnswer || gated
      // `case .confirm(let evaluation):` under a tested `evaluation`: the payload is another.
      let hidden = inner.hidingKeys(rootedAt: Self.caseBoundNames(c))
      if block(c.body, &inner) { exits.append(inner.restoring(hidden)) }
    }
    exits += breakTargets.removeLast().states ?? []
    return st.join(exits, past: s.switchToken)
  }
}
