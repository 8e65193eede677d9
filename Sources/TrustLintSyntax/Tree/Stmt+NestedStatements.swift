/// The statement lists nested directly in a statement, for passes that walk a body's statements
/// with a stack instead of recursion (input decides the nesting depth).
extension Stmt {
  /// Appends the statements of the blocks this statement holds: every branch of an `if`/`else if`
  /// chain, a `guard`'s `else`, the cases of a `switch`, a `do` and its `catch`es, loop bodies and
  /// `#if` clauses. Not `defer` bodies (they run at the end of the enclosing block), closures or
  /// nested declarations.
  public func appendNestedStatements(to stack: inout [Stmt]) {
    switch self {
    case .ifStmt(let i):
      var node: IfStmt? = i
      while let n = node {
        stack += n.then.stmts
        switch n.elseBranch {
        case .block(let b)?:
          stack += b.stmts
          node = nil
        case .elseIf(let next)?: node = next
        case nil: node = nil
        }
      }
    case .guardStmt(let g): stack += g.elseBody.stmts
    case .switchStmt(let sw): for c in sw.cases { stack += c.body }
    case .doStmt(let d):
      stack += d.body.stmts
      for c in d.catches { stack += c.body.stmts }
    case .forIn(let f): stack += f.body.stmts
    case .whileStmt(let w): stack += w.body.stmts
    case .repeatWhile(let r): stack += r.body.stmts
    case .ifConfig(let c): for clause in c.clauses { stack += clause.body }
    default: break
    }
  }
}
