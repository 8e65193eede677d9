import TrustLintSyntax

/// A function that hands an evaluation it made to its own closure parameter and reports it
/// itself afterwards (`let value = try await body(evaluation)` then
/// `evaluation.reportConsumption(…)` on every path) only lends the evaluation to the closure:
/// the report is the function's, so a `try` whose error leaves through that call leaves the
/// evaluation unreported, a missing report like any other. Without the report after it, the
/// call hands the evaluation on (the caller's closure may report it), as before.
///
/// Read from the syntax before lowering, and kept narrow so that a helper that reports only
/// when its closure did not (`if !handled { evaluation.reportConsumption(…) }`) or that may
/// leave before its report (`guard`, `return`, `throw`, `break` in between) still hands it on:
/// the statements after the call's statement, in its block, must report the argument on every
/// path (an `if`/`else`, a `switch` or a `do` whose branches all do), with no exit before.
extension GraphBuilder {
  /// The calls of `parameters` in `stmts` (by the callee's name token) that lend arguments,
  /// with the argument names they lend.
  static func borrowingCalls(in stmts: [Stmt], parameters: Set<String>) -> [TokenIndex: Set<String>] {
    var found: [TokenIndex: Set<String>] = [:]
    // Each list with what runs after it on its normal path (the rest of the enclosing lists).
    var lists: [(list: [Stmt], after: [ArraySlice<Stmt>])] = [(stmts, [])]
    var visited = 0
    while let (list, after) = lists.popLast(), visited < 10_000 {
      visited += 1
      for (i, stmt) in list.enumerated() {
        let rest = list[(i + 1)...]
        // A branch (or `do` body, `catch`) goes on after its statement; a loop body repeats
        // and a `guard`'s `else` leaves: what follows them is not their continuation.
        let goesOn = Self.continuesAfter(stmt)
        for nested in nestedLists(stmt) { lists.append((nested, goesOn && after.count < 16 ? [rest] + after : [])) }
        for call in calls(in: stmt, of: parameters) {
          let names = call.arguments.compactMap { a -> String? in
            guard case .identifier(let n) = SyntaxQueries.stripped(a.value) else { return nil }
            return n.text
          }
          let lent = names.filter { reportsOnEveryPath([rest] + after, $0) }
          if !lent.isEmpty, case .identifier(let n) = SyntaxQueries.stripped(call.callee) {
            found[n.token, default: []].formUnion(lent)
          }
        }
      }
    }
    return found
  }

  /// Whether the statements nested in `s` go on with what follows `s` when they end.
  private static func continuesAfter(_ s: Stmt) -> Bool {
    switch s {
    case .ifStmt, .switchStmt, .doStmt, .ifConfig: return true
    default: return false
    }
  }

  /// Whether running the slices one after another reports `name` on every path, with no exit
  /// before the report.
  private static func reportsOnEveryPath(_ slices: [ArraySlice<Stmt>], _ name: String) -> Bool {
    for slice in slices {
      for s in slice {
        if reportsAlways(s, name, depth: 0) { return true }
        if mayExit(s, depth: 0) { return false }
      }
    }
    return false
  }

  /// Whether every tracked argument of `c` is a name the function lends (see `borrowingCalls`).
  func lendsAll(_ arguments: [CallSite.Argument], of c: CallExpr, _ lent: Set<String>) -> Bool {
    arguments.allSatisfy { a in
      guard a.index >= 0, a.index < c.arguments.count,
        case .identifier(let n) = SyntaxQueries.stripped(c.arguments[a.index].value)
      else { return false }
      return lent.contains(n.text)
    }
  }

  /// The statement lists nested in a statement (not in closures or declarations).
  private static func nestedLists(_ s: Stmt) -> [[Stmt]] {
    switch s {
    case .ifStmt(let i):
      var result = [i.then.stmts]
      var next = i.elseBranch
      while let branch = next {
        switch branch {
        case .block(let b):
          result.append(b.stmts)
          next = nil
        case .elseIf(let e):
          result.append(e.then.stmts)
          next = e.elseBranch
        }
      }
      return result
    case .guardStmt(let g): return [g.elseBody.stmts]
    case .switchStmt(let w): return w.cases.map(\.body)
    case .forIn(let f): return [f.body.stmts]
    case .whileStmt(let w): return [w.body.stmts]
    case .repeatWhile(let r): return [r.body.stmts]
    case .doStmt(let d): return [d.body.stmts] + d.catches.map(\.body.stmts)
    case .ifConfig(let c): return c.clauses.map(\.body)
    default: return []
    }
  }

  /// Calls `p(…)` of a parameter in `p` written in the statement itself (an expression
  /// statement or a variable's initializer), not in nested statements or closures.
  private static func calls(in s: Stmt, of parameters: Set<String>) -> [CallExpr] {
    var exprs: [Expr] = []
    switch s {
    case .expr(.assign(let b)): exprs = [b.rhs]
    case .expr(let e): exprs = [e]
    case .variable(let v): exprs = v.bindings.compactMap(\.initializer)
    case .returnStmt(let r): exprs = r.value.map { [$0] } ?? []
    default: return []
    }
    return exprs.compactMap { e in
      guard case .call(let c) = SyntaxQueries.stripped(e), case .identifier(let n) = SyntaxQueries.stripped(c.callee),
        parameters.contains(n.text), c.trailingClosures.isEmpty
      else { return nil }
      return c
    }
  }

  /// Whether `stmts`, run in order, report `name` on every path with no exit before.
  private static func reportsOnEveryPath(_ stmts: ArraySlice<Stmt>, _ name: String, depth: Int) -> Bool {
    guard depth < 16 else { return false }
    for s in stmts {
      if reportsAlways(s, name, depth: depth) { return true }
      if mayExit(s, depth: depth) { return false }
    }
    return false
  }

  /// Whether one statement reports `name` on every path through it.
  private static func reportsAlways(_ s: Stmt, _ name: String, depth: Int) -> Bool {
    switch s {
    case .expr(let e):
      guard case .call(let c) = SyntaxQueries.stripped(e), case .member(let m) = SyntaxQueries.stripped(c.callee),
        m.name.text == "reportConsumption", case .identifier(let r) = SyntaxQueries.stripped(m.base)
      else { return false }
      return r.text == name
    case .ifStmt(let i):
      guard reportsOnEveryPath(i.then.stmts[...], name, depth: depth + 1) else { return false }
      switch i.elseBranch {
      case .block(let b)?: return reportsOnEveryPath(b.stmts[...], name, depth: depth + 1)
      case .elseIf(let e)?: return reportsAlways(.ifStmt(e), name, depth: depth + 1)
      case nil: return false
      }
    case .switchStmt(let w):
      return !w.cases.isEmpty && w.cases.allSatisfy { reportsOnEveryPath($0.body[...], name, depth: depth + 1) }
    case .doStmt(let d):
      return d.catches.isEmpty && reportsOnEveryPath(d.body.stmts[...], name, depth: depth + 1)
    default:
      return false
    }
  }

  /// Whether a statement may leave the statements it is in early (or cannot be judged).
  private static func mayExit(_ s: Stmt, depth: Int) -> Bool {
    guard depth < 16 else { return true }
    switch s {
    case .returnStmt, .throwStmt, .breakStmt, .continueStmt, .fallthroughStmt, .guardStmt, .ifConfig, .unparsed:
      return true
    case .expr, .variable, .function, .type, .typeAlias, .importDecl, .enumCase, .deferStmt:
      return false
    default:
      return nestedLists(s).contains { $0.contains { mayExit($0, depth: depth + 1) } }
    }
  }
}
