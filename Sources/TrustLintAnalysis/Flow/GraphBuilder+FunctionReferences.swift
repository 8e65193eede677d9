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
  /// `localBody`: the local function or closure kept in a `let` a bare name calls, if any: named
  /// as an argument (`let sink = { … }; pipe(evaluation, sink)`), it runs as `{ sink($0) }`, which
  /// the lowering runs in place as a call of that local by name (probes-ei p01–p08).
  func withFunctionReferencesAsClosures(
    _ c: CallExpr, isLocal: (String) -> Bool, localBody: (String) -> LocalBody? = { _ in nil }
  ) -> CallExpr {
    guard !c.arguments.isEmpty, !index.functions.isEmpty else { return c }
    var references: [(position: Int, token: TokenIndex, labels: [String?], effects: (isAsync: Bool, isThrows: Bool)?)] =
      []
    for (i, a) in c.arguments.enumerated() {
      if case .identifier(let n) = a.value, let local = localBody(n.text) {
        references.append((i, n.token, local.parameters?.map(\.label) ?? local.names.map { _ in nil }, nil))
      } else if let r = referencedFunction(a.value, in: c, isLocal: isLocal) {
        references.append((i, r.token, r.decl.parameters.map(\.label), (r.isAsync, r.isThrows)))
      }
    }
    guard !references.isEmpty else { return c }
    let shape = CallShape(c)
    guard let callee = shape.name?.text else { return c }
    let found = candidates(for: c, shape, receiverIsEvaluation: false)
    var arguments = c.arguments
    var changed = false
    // A local is written as a closure for the program's functions only: a library call given
    // one (`try rows.map(toCents)`) keeps reading the local as a value whose errors its `try` throws.
    for r in references
    where (r.effects != nil || !found.isEmpty) && takesFunction(at: r.position, of: c, callee: callee, found: found) {
      var closure = Self.closureCalling(c.arguments[r.position].value, labels: r.labels, r.token, written: c)
      if let e = r.effects, e.isAsync || e.isThrows {
        closure = Self.withEffects(closure, isAsync: e.isAsync, isThrows: e.isThrows)
      }
      arguments[r.position].value = .closure(closure)
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
  /// The effects are those of any overload named: of `parse(_: String)` and `parse(_: Substring)
  /// throws`, `rows.map(parse)` may run the throwing one (probes-dr f33).
  private func referencedFunction(_ e: Expr, in c: CallExpr?, isLocal: (String) -> Bool) -> (
    token: TokenIndex, decl: FunctionDecl, isAsync: Bool, isThrows: Bool
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
    func named(_ entries: [FunctionEntry], _ one: FunctionEntry) -> (TokenIndex, FunctionDecl, Bool, Bool) {
      (
        name.token, one.decl, entries.contains { $0.decl.isAsync },
        entries.contains { $0.decl.isThrows || $0.decl.isRethrows }
      )
    }
    if declared.allSatisfy({ $0.decl.parameters.map(\.label) == first.decl.parameters.map(\.label) }) {
      return named(declared, first)
    }
    // `ledger.record` where another type declares `record(entry:)`: the receiver's type says
    // which one is named (before, the function value escaped: a miss when it does not report).
    guard case .member(let m) = e, let c, let type = receivers?.valueTypeName(m.base, c.writtenCall ?? c),
      !index.isProtocol(type)
    else { return nil }
    let owned = declared.filter { $0.ownerPath.last == type }
    guard let one = owned.first,
      owned.allSatisfy({ $0.decl.parameters.map(\.label) == one.decl.parameters.map(\.label) })
    else { return nil }
    return named(owned, one)
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

  /// `let sink = recordEvaluationOnly`: called or passed by name, it runs the function, as the
  /// closure `{ recordEvaluationOnly($0) }` kept in the constant would (a local body). Whether
  /// the binding was such a constant (then it is declared and nothing else is lowered).
  func keepsFunctionReference(_ v: VarDecl, _ binding: Binding) -> Bool {
    guard !trackedNames.isEmpty, case .binding(let n) = binding.pattern, tree.text(of: v.keywordToken) == "let",
      let initializer = binding.initializer,
      let closure = functionReferenceClosure(
        initializer, isLocal: { self.lookup($0) != nil || self.localFunctions[$0] != nil })
    else { return false }
    declarePatternNames(binding.pattern)
    localFunctions[n.text] = LocalBody(name: n.text, closure: closure)
    return true
  }

  /// `let sink = recordEvaluationOnly` (or `= recorder.record`): the closure `{ recordEvaluationOnly($0) }`
  /// the constant holds, so that a call of `sink` by name, or `sink` named as an argument, runs the
  /// function as its reference would (probes-ei p02, p07, p11). Nil unless the initializer names
  /// exactly one function of the program and no property of that name.
  func functionReferenceClosure(_ initializer: Expr, isLocal: (String) -> Bool) -> ClosureExpr? {
    guard !index.functions.isEmpty, let r = referencedFunction(initializer, in: nil, isLocal: isLocal) else {
      return nil
    }
    let name = if case .member(let m) = initializer { m.name.text } else { tree.text(of: r.token) }
    // A stored or computed property of that name may be what is read: then it is no reference.
    guard index.properties(named: name, fromFile: fileIndex).isEmpty else { return nil }
    let closure = Self.closureCalling(initializer, labels: r.decl.parameters.map(\.label), r.token, written: nil)
    guard r.isAsync || r.isThrows else { return closure }
    return Self.withEffects(closure, isAsync: r.isAsync, isThrows: r.isThrows)
  }

  /// `{ $0, $1 in f($0, $1) }` for a reference `f` to a function with these argument labels,
  /// its braces at the reference's name token.
  private static func closureCalling(_ reference: Expr, labels: [String?], _ token: TokenIndex, written: CallExpr?)
    -> ClosureExpr
  {
    let parameters = labels.indices.map { k in
      Parameter(
        label: nil, name: Name(text: "$\(k)", token: token), type: nil, defaultValue: nil, isInout: false,
        isVariadic: false, isEscaping: false)
    }
    let arguments = zip(labels, parameters).map { label, p in
      Argument(label: label.map { Name(text: $0, token: token) }, value: .identifier(p.name))
    }
    let call = CallExpr(
      callee: reference, arguments: arguments, trailingClosures: [], openToken: token, closeToken: token)
    if let written { call.writtenCall = written.writtenCall ?? written }
    return ClosureExpr(
      lbrace: token, rbrace: token, captures: [], parameters: parameters, resultType: nil, isAsync: false,
      isThrows: false, body: [.expr(.call(call))])
  }

  /// `c` with `try` / `await` around its one call and the effects in its signature:
  /// `try batch.forEach(ledger.post)` throws what `post` throws, as `{ try ledger.post($0) }`.
  private static func withEffects(_ c: ClosureExpr, isAsync: Bool, isThrows: Bool) -> ClosureExpr {
    guard case .expr(var body)? = c.body.first else { return c }
    if isAsync { body = .await(token: c.lbrace, operand: body) }
    if isThrows { body = .try(TryExpr(kind: .plain, tryToken: c.lbrace, operand: body)) }
    return ClosureExpr(
      lbrace: c.lbrace, rbrace: c.rbrace, captures: [], parameters: c.parameters, resultType: nil, isAsync: isAsync,
      isThrows: isThrows, body: [.expr(body)])
  }
}
