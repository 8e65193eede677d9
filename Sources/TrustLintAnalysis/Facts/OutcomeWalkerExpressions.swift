import TrustLintSyntax

/// Expressions, `switch` cases, values in value positions, and `do`/`catch` for the outcome walker.
extension OutcomeWalker {
  /// Walks an expression: records calls made in an unknown or failure branch; ternaries,
  /// `&&`/`||` and `if`/`switch` expressions narrow their parts.
  func expr(_ e: Expr, _ st: OutcomeState) {
    switch e {
    case .call(let c):
      expr(c.callee, st)
      for (i, a) in c.arguments.enumerated() {
        expr(a.value, st)
        values(a.value, st, .argument(call: c, index: i))
      }
      for a in c.trailingClosures { expr(a.value, st) }
      if let branch = st.branch {
        result.calls.append(OutcomeCallFact(call: c, branch: branch, enclosing: unit.enclosing))
      }
    case .closure(let c):
      closure(c, st)
    case .ternary(let t):
      expr(t.condition, st)
      let n = evaluate(t.condition, st)
      expr(t.then, st.narrowing(n.whenTrue))
      expr(t.otherwise, st.narrowing(n.whenFalse))
    case .binary(let b) where b.op.text == "&&" || b.op.text == "||":
      expr(b.lhs, st)
      let n = evaluate(b.lhs, st)
      expr(b.rhs, st.narrowing(b.op.text == "&&" ? n.whenTrue : n.whenFalse))
    case .ifExpr(let s):
      var inner = st
      _ = statement(.ifStmt(s), &inner)
    case .switchExpr(let s):
      var inner = st
      _ = statement(.switchStmt(s), &inner)
    case .identifier, .implicitMember, .literal, .keyPath, .opaque:
      break
    case .member(let m): expr(m.base, st)
    case .subscript(let s):
      expr(s.base, st)
      for a in s.arguments { expr(a.value, st) }
    case .try(let t): expr(t.operand, st)
    case .await(_, let operand), .prefix(_, let operand), .postfix(_, let operand): expr(operand, st)
    case .optionalChain(let operand, _), .forceUnwrap(let operand, _): expr(operand, st)
    case .binary(let b), .assign(let b):
      expr(b.lhs, st)
      expr(b.rhs, st)
    case .cast(let c): expr(c.operand, st)
    case .tuple(let t): for el in t.elements { expr(el.value, st) }
    case .array(let a): for el in a.elements { expr(el, st) }
    case .dictionary(let d):
      for entry in d.entries {
        expr(entry.key, st)
        expr(entry.value, st)
      }
    }
  }

  /// A closure runs on the path it is written on: it keeps the branch, and its parameters
  /// shadow outer names. Its `return` returns from the closure.
  private func closure(_ c: ClosureExpr, _ st: OutcomeState) {
    let saved = unit
    let savedTargets = breakTargets
    breakTargets = []
    unit.functionName = nil
    var inner = st
    for p in c.parameters {
      OutcomeWalker.shadow(.binding(p.name), &inner.bindings)
      if let t = p.type, let s = subjectForDeclared(type: t, key: "parameter:" + p.name.text) {
        inner.bindings[p.name.text] = s
      }
    }
    implicitResult(c.body, inner)
    _ = block(c.body, &inner)
    unit = saved
    breakTargets = savedTargets
  }

  /// The state each case body of a `switch` starts in. Cases remove what they surely match
  /// from later ones; a `where` clause narrows only when it tests the outcome itself.
  func caseStates(_ s: SwitchStmt, _ st: OutcomeState, walkGuards: Bool) -> [OutcomeState] {
    let subject = self.subject(s.subject, st)
    var remaining: OutcomeSet = []
    if let subject { remaining = (st.narrowed[subject.key] ?? .all).intersection(subject.domain) }
    var carried: OutcomeSet?
    var states: [OutcomeState] = []
    for c in s.cases {
      var caseState = st
      var reach: OutcomeSet = []
      var removed: OutcomeSet = []
      switch c.kind {
      case .default:
        reach = remaining
        removed = reach
      case .patterns(let items):
        for item in items {
          var itemState = st
          guard let subject else {
            OutcomeWalker.shadow(item.pattern, &caseState.bindings)
            if walkGuards, let w = item.whereClause { expr(w, caseState) }
            continue
          }
          var (may, must) = match(item.pattern, subject, &itemState.bindings)
          if let w = item.whereClause {
            if walkGuards { expr(w, itemState) }
            let n = evaluate(w, itemState)
            may.formIntersection(n.whenTrue[subject.key] ?? .all)
            must.formIntersection(subject.domain.subtracting(n.whenFalse[subject.key] ?? .all))
            caseState.narrow(n.whenTrue.filter { $0.key != subject.key })
          }
          reach.formUnion(remaining.intersection(may))
          removed.formUnion(must)
          caseState.bindings.merge(itemState.bindings) { _, new in new }
        }
      }
      if let subject {
        if let c = carried { reach.formUnion(c) }
        caseState.narrowed[subject.key] = reach
        caseState.continued.remove(subject.key)
        caseState.unknownDefault = caseState.unknownDefault || c.isUnknown
        remaining = remaining.subtracting(removed)
      }
      if case .fallthroughStmt? = c.body.last { carried = reach } else { carried = nil }
      states.append(caseState)
    }
    return states
  }

  /// Records the leaves of a value in a value position (returned, assigned, passed), following
  /// ternaries and `if`/`switch` expressions into their branches.
  func values(_ e: Expr, _ st: OutcomeState, _ sink: ValueSink) {
    switch e {
    case .try(let t): values(t.operand, st, sink)
    case .await(_, let operand): values(operand, st, sink)
    case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil:
      values(t.elements[0].value, st, sink)
    case .ternary(let t):
      let n = evaluate(t.condition, st)
      values(t.then, st.narrowing(n.whenTrue), sink)
      values(t.otherwise, st.narrowing(n.whenFalse), sink)
    case .ifExpr(let s):
      var current: IfStmt? = s
      var state = st
      var rounds = 0
      while let branch = current, rounds < 1000 {
        rounds += 1
        var inner = state
        let n = conditions(branch.conditions, &inner, walk: false)
        lastValue(branch.then.stmts, inner.narrowing(n.whenTrue), sink)
        state = state.narrowing(n.whenFalse)
        switch branch.elseBranch {
        case .block(let b)?:
          lastValue(b.stmts, state, sink)
          current = nil
        case .elseIf(let next)?: current = next
        case nil: current = nil
        }
      }
    case .switchExpr(let s):
      for (c, state) in zip(s.cases, caseStates(s, st, walkGuards: false)) { lastValue(c.body, state, sink) }
    case .implicitMember, .member, .identifier:
      record(e, st, sink)
    case .literal(let l) where l.kind == .true:
      record(e, st, sink)
    case .call(let c):
      if case .implicitMember = SyntaxQueries.stripped(c.callee) { record(e, st, sink) }
    default:
      break
    }
  }

  private func record(_ leaf: Expr, _ st: OutcomeState, _ sink: ValueSink) {
    guard let branch = st.branch else { return }
    result.values.append(OutcomeValueFact(leaf: leaf, sink: sink, branch: branch, enclosing: unit.enclosing))
  }

  private func lastValue(_ stmts: [Stmt], _ st: OutcomeState, _ sink: ValueSink) {
    guard case .expr(let v)? = stmts.last else { return }
    values(v, st, sink)
  }

  /// Keys of outcomes read with a plain `try …get()` in a `do` body whose error reaches the
  /// `do`'s catches (not inside closures, nested functions, or an inner `do` that catches everything).
  func caughtOutcomeReads(_ stmts: [Stmt], _ st: OutcomeState) -> [String] {
    var keys: [String] = []
    var visitor = SyntaxVisitor()
    visitor.visitStmt = { stmt in
      if case .doStmt(let d) = stmt, d.catches.contains(where: OutcomeWalker.catchesEverything) {
        return false
      }
      return true
    }
    visitor.visitExpr = { [self] e in
      switch e {
      case .closure: return false
      case .try(let t):
        if t.kind == .plain {
          for key in collectReads(t.operand, st) where !keys.contains(key) { keys.append(key) }
        }
        return t.kind == .plain ? false : true
      default: return true
      }
    }
    visitor.walk(stmts)
    return keys
  }

  private func collectReads(_ e: Expr, _ st: OutcomeState) -> [String] {
    var keys: [String] = []
    var visitor = SyntaxVisitor()
    visitor.visitExpr = { [self] e in
      switch e {
      case .closure: return false
      case .try(let t) where t.kind != .plain: return false
      case .call:
        if let s = subject(e, st), s.kind == .value, !keys.contains(s.key) { keys.append(s.key) }
        return true
      default: return true
      }
    }
    visitor.walk(e)
    return keys
  }

  /// Whether a catch clause can receive an `InsightError`: bare, a binding, or a pattern that
  /// does not name another error type.
  static func mayCatchInsightError(_ c: CatchClause) -> Bool {
    if c.items.isEmpty { return true }
    return c.items.contains { item in
      switch item.pattern {
      case .isType(let t), .cast(_, let t): return t.text.contains("InsightError") || t.text == "Error"
      case .enumCase(let prefix?, _, _):
        return SyntaxQueries.dottedPath(prefix).map { $0.contains("InsightError") } ?? true
      default: return true
      }
    }
  }

  /// A bare `catch`, `catch let e` or `catch _` without `where`.
  static func catchesEverything(_ c: CatchClause) -> Bool {
    if c.items.isEmpty { return true }
    return c.items.contains { item in
      guard item.whereClause == nil else { return false }
      switch item.pattern {
      case .wildcard, .binding: return true
      default: return false
      }
    }
  }
}
