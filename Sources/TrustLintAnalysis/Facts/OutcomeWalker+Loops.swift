import TrustLintSyntax

/// `for`-`in` loops for the outcome walker: over a collection of levels (or of outcomes) each
/// element is a subject, and a case pattern or a `where` clause is an outcome test whose
/// selected branch is the body.
extension OutcomeWalker {
  /// Walks a `for`-`in` loop. `for case .unknown in levels { … }` and `for level in levels where
  /// level == .unknown { … }` run the body only for the values the pattern and the clause let
  /// through: the body is the branch they select.
  func forIn(_ f: ForInStmt, _ st: OutcomeState) {
    expr(f.sequence, st)
    var inner = st
    // `for evaluation in pending` under a tested `evaluation`: each element is another one.
    inner.forgetKeys(rootedAt: Self.patternNames(f.pattern))
    var selected: [String: OutcomeSet] = [:]
    let key = "element:\(f.forToken)"
    // A written element type (`for level: IsLikelyBeingCoachedInsight.Value in fetched()`) says
    // what each element is, whatever the sequence.
    let written = f.elementType.flatMap { subjectForDeclared(type: $0, key: key, scope: unit.ownerPath) }
    if let element = written ?? elementSubject(of: f.sequence, st, key: key)
      ?? valuesElement(of: f.sequence, st, key: key)
    {
      // Binds `level` in `for level in levels` and `for case .success(let level) in outcomes`.
      let m = match(f.pattern, element, &inner.bindings)
      if m.may != element.domain { selected[element.key] = m.may }
    } else if case .tuple(let parts) = f.pattern, parts.count == 2,
      let element = enumeratedElementSubject(of: f.sequence, st, key: key)
    {
      // `for (i, level) in levels.enumerated()`: the offset says nothing, the element is a level.
      OutcomeWalker.shadow(parts[0], &inner.bindings)
      let m = match(parts[1], element, &inner.bindings)
      if m.may != element.domain { selected[element.key] = m.may }
    } else {
      OutcomeWalker.shadow(f.pattern, &inner.bindings)
      // `for try await (ticket, level) in levels(for: tickets)` of a stream of written tuples.
      if case .tuple = f.pattern { bindTuplePattern(f.pattern, typeText: loopElementTypeText(f, st), key: key, &inner) }
    }
    if case .binding(let n) = f.pattern { bindElementType(n.text, of: f.sequence, &inner) }
    if let w = f.whereClause {
      expr(w, inner)
      for (key, set) in evaluate(w, inner).whenTrue { selected[key] = (selected[key] ?? .all).intersection(set) }
    }
    inner.narrow(selected)
    loopBody(f.body.stmts, label: f.label, inner)
  }

  /// The element subject of `levels` in `levels.enumerated()` (no arguments, no closure).
  private func enumeratedElementSubject(of sequence: Expr, _ st: OutcomeState, key: String) -> OutcomeSubject? {
    guard case .call(let c) = SyntaxQueries.stripped(sequence), c.arguments.isEmpty, c.trailingClosures.isEmpty,
      case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "enumerated"
    else { return nil }
    return elementSubject(of: m.base, st, key: key)
  }

  /// Walks a loop's body; the code after the loop starts from the state before it.
  func loopBody(_ stmts: [Stmt], label: Name?, _ st: OutcomeState) {
    breakTargets.append((label?.text, nil))
    var inner = st
    _ = block(stmts, &inner)
    breakTargets.removeLast()
  }
}
