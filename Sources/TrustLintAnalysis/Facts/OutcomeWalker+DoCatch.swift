import TrustLintSyntax

/// `do`/`catch` for the outcome walker: a `catch` that receives the error of `try
/// …outcome.get()` is a failure branch of that outcome, up to the first clause that takes
/// every `InsightError`.
extension OutcomeWalker {
  func doStatement(_ d: DoStmt, _ st: inout OutcomeState) -> Bool {
    let keys = caughtOutcomeReads(d.body.stmts, st)
    var exits: [OutcomeState] = []
    var body = st
    if block(d.body.stmts, &body) { exits.append(body) }
    var caughtAll = false
    for c in d.catches {
      var inner = st
      if c.items.isEmpty { inner.bindings["error"] = .some(nil) }
      for item in c.items { OutcomeWalker.shadow(item.pattern, &inner.bindings) }
      if !caughtAll && OutcomeWalker.mayCatchInsightError(c) {
        for key in keys {
          inner.narrowed[key] = .failure
          inner.continued.remove(key)
          inner.entries[key] = BranchEntry(.catchClause, token: c.catchToken, test: c.catchToken)
        }
      }
      // Past a clause that takes every `InsightError` (`catch let error as InsightError`), the
      // later ones (the final `catch { }`) never see the failed insight's error.
      if GraphBuilder.catchesEverything(c) || GraphBuilder.catchesInsightErrors(c) { caughtAll = true }
      for item in c.items { if let w = item.whereClause { expr(w, inner) } }
      if block(c.body.stmts, &inner) { exits.append(inner) }
    }
    return st.join(exits)
  }

  /// Keys of outcomes read with a plain `try …get()` in a `do` body whose error reaches the
  /// `do`'s catches (not inside closures, nested functions, or an inner `do` that catches everything).
  func caughtOutcomeReads(_ stmts: [Stmt], _ st: OutcomeState) -> [String] {
    var keys: [String] = []
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { stmt in
      if case .doStmt(let d) = stmt, d.catches.contains(where: GraphBuilder.catchesEverything) {
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
    let visitor = SyntaxVisitor()
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
  /// does not name another error type (`Error` as `GraphBuilder.isEveryError` spells it, also
  /// `NSError`, to which every error bridges, counts as no other type).
  static func mayCatchInsightError(_ c: CatchClause) -> Bool {
    if c.items.isEmpty { return true }
    return c.items.contains { item in
      switch item.pattern {
      case .isType(let t), .cast(_, let t): return t.text.contains("InsightError") || GraphBuilder.isEveryError(t)
      case .enumCase(let prefix?, _, _):
        return SyntaxQueries.dottedPath(prefix).map { $0.contains("InsightError") } ?? true
      default: return true
      }
    }
  }

  /// Where the `else` of an `if` is entered: its `else` keyword (the token before the block,
  /// or before the `if` of an `else if`); with no `else`, the `if` itself.
  static func elseEntry(_ s: IfStmt) -> BranchEntry {
    switch s.elseBranch {
    case .block(let b)?: return BranchEntry(.ifElse, token: b.lbrace - 1, test: s.ifToken)
    case .elseIf(let next)?: return BranchEntry(.ifElse, token: next.ifToken - 1, test: s.ifToken)
    case nil: return BranchEntry(.ifElse, token: s.ifToken, test: s.ifToken)
    }
  }
}
