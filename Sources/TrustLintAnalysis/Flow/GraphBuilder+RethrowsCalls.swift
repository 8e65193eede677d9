import TrustLintSyntax

/// A call of a function declared `rethrows` throws only what the closures passed to it throw:
/// `try audited("fee") { ledger.fee(for: cents) }` with `func audited<T>(_: String, _ body: ()
/// throws -> T) rethrows -> T` cannot throw (the compiler only warns that `try` is not
/// needed), so `throwsNothingByDeclaration` may count it as no exit.
extension GraphBuilder {
  /// Whether `decl` is declared `rethrows` and every parameter of function type gets a closure
  /// written at the call (not a function value, not a default) that cannot throw.
  func rethrowsNothing(_ decl: FunctionDecl, _ r: ResolvedCall, _ c: CallExpr) -> Bool {
    guard decl.isRethrows else { return false }
    let arguments = c.allArguments
    for (j, p) in decl.parameters.enumerated() {
      guard let written = p.type?.text, TypeText.containsArrow(index.expandingFunctionTypeAlias(written)) else {
        continue
      }
      guard let a = r.parameterOfArgument.firstIndex(of: j), a < arguments.count,
        case .closure(let closure) = arguments[a].value, Self.closureCannotThrow(closure)
      else { return false }
    }
    return true
  }

  /// A closure that declares no `throws` and whose body has no plain `try`, `throw` or `for
  /// try` outside its own nested closures (see `statementsCannotThrow`).
  static func closureCannotThrow(_ closure: ClosureExpr) -> Bool {
    guard !closure.isThrows else { return false }
    return statementsCannotThrow(closure.body, depth: 0)
  }

  /// Whether no error can leave these statements: no plain `try`, `throw` or `for try` outside
  /// nested closures, except inside the body of a `do` with a clause that catches every error
  /// (`do { try journal.append(line) } catch { log(error) }`: what its body throws ends there),
  /// whose `catch` bodies are asked in turn. Past a few nested `do`s the answer is no.
  private static func statementsCannotThrow(_ stmts: [Stmt], depth: Int) -> Bool {
    var throwsSomething = false
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { stmt in
      switch stmt {
      case .throwStmt: throwsSomething = true
      case .forIn(let f) where f.isTry: throwsSomething = true
      case .doStmt(let d) where d.catches.contains(where: catchesEverything):
        throwsSomething = depth >= 4 || !d.catches.allSatisfy { statementsCannotThrow($0.body.stmts, depth: depth + 1) }
        return false
      default: break
      }
      return !throwsSomething
    }
    visitor.visitExpr = { e in
      switch e {
      case .closure: return false
      case .try(let t) where t.kind == .plain:
        throwsSomething = true
        return false
      default: return !throwsSomething
      }
    }
    visitor.walk(stmts)
    return !throwsSomething
  }
}
