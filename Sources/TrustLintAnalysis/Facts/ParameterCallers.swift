import TrustLintSyntax

extension ProgramFacts {
  /// A call of a program function with the argument it passes for one parameter.
  public struct ParameterCall {
    /// The file's position in `Program.files`.
    public let fileIndex: Int
    /// The call.
    public let call: CallExpr
    /// The argument passed for the parameter.
    public let argument: Expr
  }

  /// The calls of `f` (a function, not an initializer) that pass an argument for parameter
  /// `index`, in file order, `limit` at most: calls whose labels fit and that run `f` (not a
  /// same-named function of another type, of the caller's own type, or another module's). A
  /// call on a receiver whose type is not known (`store.send(…)`) is left out: it may run
  /// anything of that name, and a global function is never run through a receiver.
  public func calls(of f: FunctionDecl, passingParameter index: Int, limit: Int) -> [ParameterCall] {
    guard f.kind == .function, index < f.parameters.count else { return [] }
    let program = self.program.index
    guard let entry = program.functionID(of: f).map({ program.functions[Int($0)] }) else { return [] }
    var result: [ParameterCall] = []
    for site in callSites(named: f.name.text, passing: CategoryTracer.requiredLabel(f.parameters)) {
      guard result.count < limit, let mapping = ProgramFacts.labels(of: site.call).match(f.parameters) else { continue }
      if program.isShadowed(entry, atFile: site.scope.fileIndex) { continue }
      if let receiver = SyntaxQueries.receiver(site.call), !isOwnTypeReceiver(receiver) {
        guard !entry.ownerPath.isEmpty, knownTypeName(receiver, in: site.scope, depth: 0) != nil else { continue }
      }
      if callsAnotherFunction(site.call, in: site.scope, than: entry) { continue }
      guard candidates(for: site.call, in: site.scope).contains(where: { $0 === entry }) else { continue }
      let all = site.call.allArguments
      guard let a = mapping.firstIndex(of: index), a < all.count else { continue }
      result.append(ParameterCall(fileIndex: site.scope.fileIndex, call: site.call, argument: all[a].value))
    }
    return result
  }

  /// `self`, `Self` or a type's name (`Policy.decide(…)`): the receiver names where the
  /// candidates are looked up.
  private func isOwnTypeReceiver(_ e: Expr) -> Bool {
    if case .identifier(let n) = SyntaxQueries.stripped(e), n.text == "self" || n.text == "Self" { return true }
    return SyntaxQueries.isTypePath(e)
  }
}
