import TrustLintSyntax

/// Functions declared to return an evaluation whose body can only throw or trap: the test
/// doubles of a producer (`func requestEvaluation(context:) async throws -> CoachingEvaluation
/// { throw MockError.notConfigured }`, `{ fatalError("unused in previews") }`). An evaluation
/// cannot be built outside the framework, so such doubles never hand one out; a call that can
/// only reach them makes no evaluation, as a `requestEvaluation` that throws makes none
/// (RULES.md: "when it throws, no evaluation exists and nothing is owed"). Deliberately
/// narrow: the body has no `return` (outside closures and nested functions) and its last
/// statement is a `throw` or a call of `fatalError`, `preconditionFailure`, `abort` or `exit`.
enum NeverReturningBodies {
  /// Whether `decl`'s body never returns (see the type's summary). Parses the body without
  /// keeping it; asked only for functions declared to return an evaluation.
  static func neverReturns(_ decl: FunctionDecl) -> Bool {
    guard let body = decl.transientBody, let last = body.stmts.last, endsWithoutReturning(last) else { return false }
    var returns = false
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { stmt in
      if case .returnStmt = stmt { returns = true }
      return !returns
    }
    // A closure's `return` leaves the closure, not the function.
    visitor.visitExpr = { expr in
      if case .closure = expr { return false }
      return !returns
    }
    visitor.walk(body.stmts)
    return !returns
  }

  /// A `throw`, or a call of a function that never returns by name.
  private static func endsWithoutReturning(_ stmt: Stmt) -> Bool {
    switch stmt {
    case .throwStmt: return true
    case .expr(.call(let c)):
      if case .identifier(let n) = c.callee { return isNeverReturningName(n.text) }
      return false
    default: return false
    }
  }
}
