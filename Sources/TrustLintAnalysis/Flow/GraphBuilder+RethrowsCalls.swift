import TrustLintSyntax

/// A call of a function declared `rethrows` throws only what the closures passed to it throw:
/// `try audited("fee") { ledger.fee(for: cents) }` with `func audited<T>(_: String, _ body: ()
/// throws -> T) rethrows -> T` cannot throw (the compiler only warns that `try` is not
/// needed), so `throwsNothingByDeclaration` may count it as no exit. Swift 6's typed form of
/// the same, `func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T`, throws
/// the error type its closure infers: `Never` for a closure that cannot throw.
extension GraphBuilder {
  /// Whether `decl` is declared `rethrows` (or `throws(E)` with `E` its own generic error
  /// parameter, `genericTypedRethrows`) and every parameter of function type gets a closure
  /// written at the call (not a function value, not a default) that cannot throw.
  func rethrowsNothing(_ f: FunctionEntry, _ r: ResolvedCall, _ c: CallExpr) -> Bool {
    let decl = f.decl
    let typedParameter = decl.isRethrows ? nil : Self.genericTypedRethrows(decl, whereClause: f.whereClauseNames)
    guard decl.isRethrows || typedParameter != nil else { return false }
    let arguments = c.allArguments
    for (j, p) in decl.parameters.enumerated() {
      // `error: E` or `make: () -> E`: a value of the error type reaches the function, which
      // may throw it whatever the closures throw. Only `throws(E)` clauses may name it, and
      // the parameters of a callback that takes one (`onFailure: (E) -> Void`).
      if let typedParameter, let written = p.type?.text {
        let text = index.expandingFunctionTypeAlias(written).replacing("throws(\(typedParameter))", with: "throws")
        if TypeText.identifiers(in: text).contains(typedParameter),
          !Self.takesErrorOnlyAsInput(text, typedParameter)
        {
          return false
        }
      }
      guard let written = p.type?.text, TypeText.containsArrow(index.expandingFunctionTypeAlias(written)) else {
        continue
      }
      guard let a = r.parameterOfArgument.firstIndex(of: j), a < arguments.count,
        case .closure(let closure) = arguments[a].value, closureCannotThrowHere(closure)
      else { return false }
    }
    return true
  }

  /// Whether `text` is a function type that names `name` only as a plain parameter type
  /// (`(E) -> Void`, `((E) -> Void)?`): such a callback receives an `E` and cannot hand one to
  /// the function, so it does not fix `E` (probes-en p04). A parameter of function type
  /// (`((E) -> Void) -> Void`), an `inout E` or the result (`() -> E`) may supply one.
  static func takesErrorOnlyAsInput(_ text: String, _ name: String) -> Bool {
    let function = TypeText.unwrappedOptionalFunctionType(text) ?? text
    guard let parameters = TypeText.functionParameters(of: function),
      let result = TypeText.functionResult(of: function),
      !TypeText.identifiers(in: result).contains(name)
    else { return false }
    // `(inout E) -> Void` may write an E back into the function's variable: it supplies one.
    return parameters.allSatisfy { p in
      !TypeText.identifiers(in: p).contains(name) || (!TypeText.containsArrow(p) && !p.contains("inout"))
    }
  }

  /// The name `E` of `func f<T, E: Error>(…) throws(E)`: a generic parameter of the function
  /// itself, constrained to nothing `Never` does not meet (`Error`, `Error & Sendable`,
  /// probes-er p25) and named in the `where` clause only so (`where T: Sendable` leaves it
  /// alone, probes-en p05; `where E: Error & Sendable` too, probes-er p28), so that only what
  /// the call's arguments throw decides it (a type's parameter, `struct Retry<Failure>`, is
  /// fixed by the type). Nil for any other declaration, and for a `where` clause whose tokens
  /// are not known.
  static func genericTypedRethrows(_ decl: FunctionDecl, whereClause: [String]? = nil) -> String? {
    guard decl.isThrows, let thrown = decl.thrownType,
      decl.whereClause == nil || whereClause.map({ whereLeavesNeverPossible($0, thrown) }) == true,
      var generics = decl.genericParameters, generics.hasPrefix("<"), generics.hasSuffix(">")
    else { return nil }
    generics = String(generics.dropFirst().dropLast())
    for part in generics.split(separator: ",") {
      let pieces = part.split(separator: ":", maxSplits: 1).map { String($0.filter { !$0.isWhitespace }) }
      guard pieces.first == thrown else { continue }
      return pieces.count == 1 || neverMeets(pieces[1]) ? thrown : nil
    }
    return nil
  }

  /// Whether `Never` conforms to every protocol of a written constraint (`Error`, `Error &
  /// Sendable`, whitespace removed): only then may a closure that cannot throw make it `Never`.
  /// The standard library makes `Never` `Codable` (SE-0396), `Hashable`, `Comparable` and
  /// `Identifiable` too (probes-ev p36, p38). `E: Error & LocalizedError` is fixed by what else
  /// the call supplies, not asked here.
  static func neverMeets(_ constraint: String) -> Bool {
    constraint.split(separator: "&", omittingEmptySubsequences: false).allSatisfy {
      neverConformances.contains($0.hasPrefix("Swift.") ? $0.dropFirst(6) : $0)
    }
  }

  /// The protocols `Never` conforms to in the standard library (Swift 5.9 and later).
  private static let neverConformances: Set<Substring> = [
    "Error", "Sendable", "Codable", "Encodable", "Decodable", "Equatable", "Hashable", "Comparable", "Identifiable",
    "BitwiseCopyable", "Copyable", "Escapable",
  ]

  /// Whether the requirements of a `where` clause (its tokens after `where`) that name `thrown`
  /// are all `thrown: …` conformances `Never` meets (`where E: Error & Sendable`); `E == X`,
  /// `T == E` or `E: LocalizedError` fix or restrict it otherwise.
  static func whereLeavesNeverPossible(_ tokens: [String], _ thrown: String) -> Bool {
    guard tokens.contains(thrown) else { return true }
    for requirement in tokens.split(separator: ",") where requirement.contains(thrown) {
      guard requirement.count >= 3, requirement.first == thrown,
        requirement[requirement.startIndex + 1] == ":",
        neverMeets(requirement.dropFirst(2).joined())
      else { return false }
    }
    return true
  }

  /// A closure that declares no `throws` (or `throws(Never)`) and whose body has no plain `try`, `throw` or `for
  /// try` outside its own nested closures (with `includingNested`, inside them too: a child
  /// task's closure that may throw; and no `addTask` given a function value) and outside the body of a `do` with a `catch` that takes
  /// every error (`do { return try ledger.fetchLimit() } catch { return 0 }`: the closure
  /// cannot throw; its `catch` bodies are still asked). A `try` inside a `do` whose catches may
  /// let an error pass counts: what they take is not asked here.
  /// `tryCannotThrow`: asked of each plain `try` with the names the closure binds before it
  /// (its parameters, its locals and local functions so far); true counts the `try` as one
  /// that cannot throw (`closureCannotThrowHere`).
  static func closureCannotThrow(
    _ closure: ClosureExpr, includingNested: Bool = false, tryCannotThrow: ((TryExpr, Set<String>) -> Bool)? = nil
  ) -> Bool {
    // `{ () throws(Never) -> Int in 42 }`: the signature says it cannot throw, and the compiler
    // holds its body to that (probes-er p21).
    if closure.isThrows { return closure.thrownType.map(TypeText.isNever) ?? false }
    var throwsSomething = false
    var bound = Set(closure.parameters.map(\.name.text))
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { [unowned visitor] stmt in
      switch stmt {
      case .variable(let v) where tryCannotThrow != nil:
        for b in v.bindings { bound.formUnion(boundNames(b.pattern)) }
      case .function(let f) where tryCannotThrow != nil: bound.insert(f.name.text)
      case .ifStmt(let s) where tryCannotThrow != nil:
        for c in s.conditions { bound.formUnion(OutcomeWalker.boundNames(c)) }
      case .guardStmt(let s) where tryCannotThrow != nil:
        for c in s.conditions { bound.formUnion(OutcomeWalker.boundNames(c)) }
      case .forIn(let f) where tryCannotThrow != nil && !f.isTry: bound.formUnion(boundNames(f.pattern))
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
        if includingNested && inner.isThrows && !(inner.thrownType.map(TypeText.isNever) ?? false) {
          throwsSomething = true
        }
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
        if tryCannotThrow?(t, bound) != true { throwsSomething = true }
        return false
      default: return !throwsSomething
      }
    }
    visitor.walk(closure.body)
    return !throwsSomething
  }

  /// `closureCannotThrow`, where a plain `try` inside the closure counts as one that cannot
  /// throw when `throwsNothingByDeclaration` says so of its operand: `try audited("outer") {
  /// try audited("inner") { 1 } }` with `func audited<T>(_: String, _ body: () throws -> T)
  /// rethrows -> T` cannot throw at any level (probes-dq x08; before, the inner `try` made the
  /// outer call a false "can throw"). The closure's own names shadow the program's functions
  /// for bare calls (`{ settle in try settle() }` may throw). Each closure is asked once
  /// (`closureThrowAnswers`: nested levels would otherwise be asked again from every level
  /// above them), and the nesting followed is bounded.
  func closureCannotThrowHere(_ closure: ClosureExpr) -> Bool {
    // Without a tracked evaluation `throwsNothingByDeclaration` answers no at once: such an
    // answer is cheap and must not stand for the one asked while an evaluation is tracked.
    // `{ () throws(NoFailure) -> Int in … }` with `typealias NoFailure = Never` (probes-ev p33),
    // an alias seen from this body as `throws(NoFailure)` functions are (`ThrownError.namesNever`).
    if closure.isThrows, let thrown = closure.thrownType, !TypeText.isNever(thrown),
      index.typeAliasesByName[thrown] != nil
    {
      return ThrownError.namesNever(thrown, index, ownerPath: ownerPath)
    }
    guard !trackedNames.isEmpty, closureThrowNesting < 32 else { return Self.closureCannotThrow(closure) }
    if let known = closureThrowAnswers[closure.lbrace] { return known }
    closureThrowNesting += 1
    let outer = closureBoundNames
    defer {
      closureThrowNesting -= 1
      closureBoundNames = outer
    }
    let answer = Self.closureCannotThrow(closure) { t, bound in
      self.closureBoundNames = outer.union(bound)
      return self.throwsNothingByDeclaration(t.operand)
    }
    closureThrowAnswers[closure.lbrace] = answer
    return answer
  }
}
