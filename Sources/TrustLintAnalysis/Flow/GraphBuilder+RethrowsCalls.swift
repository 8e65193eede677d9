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
  /// try` outside its own nested closures (with `includingNested`, inside them too: a child
  /// task's closure that may throw; and no `addTask` given a function value) and outside the body of a `do` with a `catch` that takes
  /// every error (`do { return try ledger.fetchLimit() } catch { return 0 }`: the closure
  /// cannot throw; its `catch` bodies are still asked). A `try` inside a `do` whose catches may
  /// let an error pass counts: what they take is not asked here.
  static func closureCannotThrow(_ closure: ClosureExpr, includingNested: Bool = false) -> Bool {
    guard !closure.isThrows else { return false }
    var throwsSomething = false
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { [unowned visitor] stmt in
      switch stmt {
      case .throwStmt: throwsSomething = true
      case .forIn(let f) where f.isTry: throwsSomething = true
      case .doStmt(let d) where d.catches.contains(where: catchesEverything):
        // The body's errors all end in a catch; only what the catch bodies throw leaves.
        for clause in d.catches where !throwsSomething { visitor.walk(clause.body.stmts) }
        return false
      default: break
      }
      return !throwsSomething
    }
    visitor.visitExpr = { e in
      switch e {
      case .closure(let inner):
        if includingNested && inner.isThrows { throwsSomething = true }
        return includingNested && !throwsSomething
      case .call(let c) where includingNested:
        // `group.addTask(operation: sync)`: a child task given a function value may throw.
        let name = SyntaxQueries.calleeName(c)?.text ?? ""
        if name.hasPrefix("addTask"),
          !c.allArguments.contains(where: { if case .closure = $0.value { true } else { false } })
        {
          throwsSomething = true
        }
        return !throwsSomething
      case .try(let t) where t.kind == .plain:
        throwsSomething = true
        return false
      default: return !throwsSomething
      }
    }
    visitor.walk(closure.body)
    return !throwsSomething
  }
}
