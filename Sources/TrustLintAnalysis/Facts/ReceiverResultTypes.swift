import TrustLintSyntax

/// The type a call's value has by its function's declaration: what a registry method
/// `func tool(named:) -> (any AgentTool)?` gives is some `AgentTool`, so `tool.run(…)` on it
/// runs that protocol's conformers. Shallow, like `knownTypeName`.
extension ProgramFacts {
  /// The result type declared by the function a call runs (`registry.tool(named: name)` with
  /// `func tool(named:) -> (any AgentTool)?`), looked up among the functions of that name of
  /// the receiver's type (`self`, nothing, a receiver of known type). Nil when they disagree
  /// or one is generic (its `T` is not a type of the caller).
  func declaredResultTypeName(_ c: CallExpr, in scope: BodyScope, depth: Int) -> String? {
    guard depth < 4 else { return nil }
    let name: String
    let owner: String?
    switch SyntaxQueries.stripped(c.callee) {
    case .identifier(let n):
      // A local closure or parameter of that name is not the function; a local bound by this
      // very call (`guard let tool = tool(named: name)`) is not in scope in its initializer.
      if let (_, binding) = scope.lookup(n.text, at: n.token) {
        guard case .local(let locals) = binding, let initializer = locals.last?.initializer,
          case .call(let own) = SyntaxQueries.stripped(initializer), own === c
        else { return nil }
      }
      name = n.text
      owner = nil
    case .member(let m):
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" {
        owner = scope.ownerPath.last
      } else {
        owner = knownTypeName(m.base, in: scope, depth: depth + 1)
      }
      guard owner != nil else { return nil }
      name = m.name.text
    default:
      return nil
    }
    let candidates = program.index.functions(named: name).filter { f in
      if let owner { return f.ownerPath.last == owner }
      return f.ownerPath.isEmpty || f.ownerPath.last == scope.ownerPath.last
    }
    guard !candidates.isEmpty else { return nil }
    var result: String?
    for f in candidates {
      guard f.decl.genericParameters == nil, let text = f.decl.resultType?.text, !text.contains("Self"),
        let base = TypeText.base(of: text)?.name, result == nil || result == base
      else { return nil }
      result = base
    }
    // Only a type the program declares (not an extension of a framework type) narrows
    // anything; a generic owner's `T` is not one, nor is `InsightEvaluator`.
    guard let type = result, program.index.types(named: type).contains(where: { $0.decl.kind != .extension }),
      !candidates.contains(where: { f in
        f.ownerPath.last.map { o in program.index.types(named: o).contains { $0.decl.genericParameters != nil } }
          ?? false
      })
    else { return nil }
    return type
  }
}
