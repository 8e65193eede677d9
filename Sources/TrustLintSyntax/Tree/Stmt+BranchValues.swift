extension Stmt {
  /// Whether the statement gives a value through its branches where it is a body's only
  /// statement (an implicit `return`) or a branch's last one: an `if` with an `else`, a
  /// `switch`, or an `#if` block with a clause that holds one expression or such a statement.
  /// Swift resolves `#if` before it looks for a single-expression body, so
  /// `var category: OperationCategory { #if DEBUG .other #else .payment #endif }` returns the
  /// compiled clause's value, as a `#if targetEnvironment(simulator) mock() #else live() #endif`
  /// producer returns its call's. Each clause is a body of its own: one may `return` where
  /// another is a single expression (`#if DEBUG return mock #else try await live() #endif`).
  public var yieldsBranchValues: Bool { Self.yieldsBranchValues(self, depth: 0) }

  /// Nested `#if` blocks are followed a bounded number of levels: input cannot drive the recursion.
  private static func yieldsBranchValues(_ stmt: Stmt, depth: Int) -> Bool {
    switch stmt {
    case .ifStmt(let s): return s.elseBranch != nil
    case .switchStmt: return true
    case .ifConfig(let c):
      // Clauses no Swift 6 build compiles are not in `clauses` (`parseIfConfig`).
      guard !c.clauses.isEmpty, depth < 32 else { return false }
      return c.clauses.contains { clause in
        guard clause.body.count == 1 else { return false }
        if case .expr = clause.body[0] { return true }
        return yieldsBranchValues(clause.body[0], depth: depth + 1)
      }
    default: return false
    }
  }
}

extension IfConfig {
  /// The one statement of each clause that holds one, in source order (the values of a block
  /// that `Stmt.yieldsBranchValues`; a clause of several statements gives its value by `return`).
  public var clauseValueStatements: [Stmt] {
    clauses.compactMap { $0.body.count == 1 ? $0.body[0] : nil }
  }
}
