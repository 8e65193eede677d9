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
    /// The body the call is written in.
    public let scope: BodyScope
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
      result.append(
        ParameterCall(fileIndex: site.scope.fileIndex, call: site.call, argument: all[a].value, scope: site.scope))
    }
    if f.name.text == "callAsFunction", let owner = entry.ownerPath.last, result.count < limit {
      result += valueCalls(of: f, owner: owner, passingParameter: index, limit: limit - result.count)
    }
    return result
  }

  /// The calls of a `callAsFunction` of `owner` written as calls of a value
  /// (`evaluateTrust(.payment)`, SwiftUI's `DismissAction` style) that pass an argument for
  /// parameter `index`.
  private func valueCalls(of f: FunctionDecl, owner: String, passingParameter index: Int, limit: Int)
    -> [ParameterCall]
  {
    var result: [ParameterCall] = []
    for site in valueCallSites(ofCallAsFunctionOf: owner, passing: CategoryTracer.requiredLabel(f.parameters)) {
      guard result.count < limit, let mapping = ProgramFacts.labels(of: site.call).match(f.parameters) else { continue }
      let all = site.call.allArguments
      guard let a = mapping.firstIndex(of: index), a < all.count else { continue }
      result.append(
        ParameterCall(fileIndex: site.scope.fileIndex, call: site.call, argument: all[a].value, scope: site.scope))
    }
    return result
  }

  /// The calls of a value of type `owner` as a function, which run its `callAsFunction`: the
  /// calls of each name that may hold such a value (`callableValueNames`) whose value is known
  /// to be of that type. Only calls that spell `label` when it is given.
  func valueCallSites(ofCallAsFunctionOf owner: String, passing label: String?) -> [CallSite] {
    var result: [CallSite] = []
    for name in callableValueNames(ofType: owner).sorted() {
      for site in callSites(named: name, passing: label)
      where knownTypeName(site.call.callee, in: site.scope, depth: 0) == owner {
        result.append(site)
      }
    }
    return result
  }

  /// Names of properties that hold a value of `type`: declared or initialised as one, or read
  /// with `@Environment(\.key)` where the `EnvironmentValues` property `key` is one. Files that
  /// spell the type's name (or such a key) are where more of them may be declared: the
  /// prefilter is told, so a run over staged files finds the same names.
  private func callableValueNames(ofType type: String) -> Set<String> {
    program.cache.value("facts.callableValueNames." + type) {
      let index = program.index
      index.queries?.note(.word, type)
      func holds(_ p: PropertyEntry) -> Bool {
        if let t = p.type { return TypeText.base(of: t.text)?.name == type }
        guard case .call(let c)? = p.initializer.map(SyntaxQueries.stripped),
          let text = SyntaxQueries.typePathText(SyntaxQueries.stripped(c.callee))
        else { return false }
        return text.split(separator: ".").last.map(String.init) == type
      }
      var names: Set<String> = []
      var keys: Set<String> = []
      for p in index.properties where !p.isStatic && holds(p) {
        if p.ownerPath.last == "EnvironmentValues" { keys.insert(p.name.text) } else { names.insert(p.name.text) }
      }
      guard !keys.isEmpty else { return names }
      index.queries?.note(.word, keys)
      for p in index.properties where p.initializer == nil && p.type == nil {
        if let key = CategoryTracer.environmentKey(p.declaration.modifiers.attributes), keys.contains(key) {
          names.insert(p.name.text)
        }
      }
      return names
    }
  }

  /// `self`, `Self` or a type's name (`Policy.decide(…)`): the receiver names where the
  /// candidates are looked up.
  private func isOwnTypeReceiver(_ e: Expr) -> Bool {
    if case .identifier(let n) = SyntaxQueries.stripped(e), n.text == "self" || n.text == "Self" { return true }
    return SyntaxQueries.isTypePath(e)
  }
}
