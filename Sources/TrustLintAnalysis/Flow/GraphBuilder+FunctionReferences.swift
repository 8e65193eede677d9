import TrustLintSyntax

/// A function of the program named as an argument, not called (`pipe(evaluation,
/// recordEvaluationOnly)`, `[evaluation].forEach(Self.record)`, `Optional(evaluation).map(record)`,
/// `handle(evaluation, with: recorder.record)`), runs as the closure `{ record($0) }` would: the
/// callee hands it the evaluation and the named function reports it, or does not. Before, only a
/// closure literal was lowered in place; a reference left the evaluation with a callee that never
/// reports it, a false "never reported" (probes-ef p01, p04–p07). The call is read with each such
/// argument written as that closure, in the binding walk and in the lowering alike.
extension GraphBuilder {
  /// `c` with every argument that names a function of the program, in a position that takes a
  /// function, written as the closure calling it with its parameters; `c` itself when none is.
  /// `isLocal`: whether a bare name is bound in the body (a variable, not the function).
  func withFunctionReferencesAsClosures(_ c: CallExpr, isLocal: (String) -> Bool) -> CallExpr {
    guard !c.arguments.isEmpty, !index.functions.isEmpty else { return c }
    var references: [(position: Int, token: TokenIndex, decl: FunctionDecl)] = []
    for (i, a) in c.arguments.enumerated() {
      if let r = referencedFunction(a.value, in: c, isLocal: isLocal) { references.append((i, r.token, r.decl)) }
    }
    guard !references.isEmpty else { return c }
    let shape = CallShape(c)
    guard let callee = shape.name?.text else { return c }
    let found = candidates(for: c, shape, receiverIsEvaluation: false)
    var arguments = c.arguments
    var changed = false
    for r in references where takesFunction(at: r.position, of: c, callee: callee, found: found) {
      arguments[r.position].value = .closure(Self.closureCalling(c.arguments[r.position].value, r.decl, r.token, c))
      changed = true
    }
    guard changed else { return c }
    let read = CallExpr(
      callee: c.callee, arguments: arguments, trailingClosures: c.trailingClosures, openToken: c.openToken,
      closeToken: c.closeToken)
    // Receiver types are looked up in the written call's scope (`ProgramFacts.scope(containing:)`).
    read.writtenCall = c.writtenCall ?? c
    return read
  }

  /// The one function (or every overload, when they agree on the parameters) an argument
  /// names: a bare name that is no local, or `x.name` / `Self.name` / `Type.name` naming a
  /// method (a static one when written on a type); overloads that disagree are told apart by
  /// the receiver's type, where the call's scope says it (`ledger.record`, `ledger: Ledger`).
  private func referencedFunction(_ e: Expr, in c: CallExpr, isLocal: (String) -> Bool) -> (
    token: TokenIndex, decl: FunctionDecl
  )? {
    let name: Name
    var onType = false
    var isMember = false
    switch e {
    case .identifier(let n):
      guard let b = n.text.utf8.first, b >= 0x61 && b <= 0x7A || b == 0x5F, !isLocal(n.text) else { return nil }
      name = n
    case .member(let m):
      guard case .identifier(let base) = m.base, let b = base.text.utf8.first else { return nil }
      onType = b >= 0x41 && b <= 0x5A
      isMember = true
      name = m.name
    default: return nil
    }
    let declared = index.functions(named: name.text).filter {
      $0.decl.kind == .function && (!isMember || !$0.ownerPath.isEmpty)
        && (!onType || $0.decl.modifiers.has("static") || $0.decl.modifiers.has("class"))
    }
    guard let first = declared.first, !first.decl.parameters.isEmpty else { return nil }
    if declared.allSatisfy({ $0.decl.parameters.map(\.label) == first.decl.parameters.map(\.label) }) {
      return (name.token, first.decl)
    }
    // `ledger.record` where another type declares `record(entry:)`: the receiver's type says
    // which one is named (before, the function value escaped: a miss when it does not report).
    guard case .member(let m) = e, let type = receivers?.valueTypeName(m.base, c.writtenCall ?? c),
      !index.isProtocol(type)
    else { return nil }
    let owned = declared.filter { $0.ownerPath.last == type }
    guard let one = owned.first,
      owned.allSatisfy({ $0.decl.parameters.map(\.label) == one.decl.parameters.map(\.label) })
    else { return nil }
    return (name.token, one.decl)
  }

  /// Whether the argument at `position` fills a function-typed parameter: of every function of
  /// the program the call may reach, or, for a call outside the program, of the sequence and
  /// `Optional` operations whose closure receives the receiver's elements (`forEach`, `map`).
  private func takesFunction(at position: Int, of c: CallExpr, callee: String, found: [ResolvedCall]) -> Bool {
    if found.isEmpty {
      return c.arguments.count == 1 && CallShape(c).receiver != nil
        && (Self.elementClosureCallees.contains(callee) || ClosureCallees.atMostOnce.contains(callee))
    }
    return found.allSatisfy { r in
      guard position < r.parameterOfArgument.count else { return false }
      let p = index.functions[Int(r.function)].decl.parameters[r.parameterOfArgument[position]]
      guard let t = p.type?.text else { return false }
      return TypeText.containsArrow(index.expandingFunctionTypeAlias(t))
    }
  }

  /// `{ $0, $1 in f($0, $1) }` for a reference `f` to `decl`, with the declaration's labels,
  /// its braces at the reference's name token.
  private static func closureCalling(_ reference: Expr, _ decl: FunctionDecl, _ token: TokenIndex, _ written: CallExpr)
    -> ClosureExpr
  {
    let parameters = decl.parameters.indices.map { k in
      Parameter(
        label: nil, name: Name(text: "$\(k)", token: token), type: nil, defaultValue: nil, isInout: false,
        isVariadic: false, isEscaping: false)
    }
    let arguments = zip(decl.parameters, parameters).map { declared, p in
      Argument(label: declared.label.map { Name(text: $0, token: token) }, value: .identifier(p.name))
    }
    let call = CallExpr(
      callee: reference, arguments: arguments, trailingClosures: [], openToken: token, closeToken: token)
    call.writtenCall = written.writtenCall ?? written
    // `try batch.forEach(ledger.post)` throws what `post` throws, as `{ try ledger.post($0) }`.
    var body = Expr.call(call)
    if decl.isAsync { body = .await(token: token, operand: body) }
    if decl.isThrows || decl.isRethrows { body = .try(TryExpr(kind: .plain, tryToken: token, operand: body)) }
    return ClosureExpr(
      lbrace: token, rbrace: token, captures: [], parameters: parameters, resultType: nil, isAsync: decl.isAsync,
      isThrows: decl.isThrows || decl.isRethrows, body: [.expr(body)])
  }
}
