import TrustLintSyntax

/// A shallow type inference for the few TrustInsights types the rules care about: what an
/// expression is, judged from declared types, initializers and declared result types of the
/// program. Nil means "cannot tell", never "something else".
extension ProgramFacts {
  /// The TrustInsights type of `e` written in `scope`, if it can be told.
  public func inferType(_ e: Expr, in scope: BodyScope, depth: Int = 0) -> TrustInsightsType? {
    guard depth < 10 else { return nil }
    switch SyntaxQueries.stripped(e) {
    case .call(let c):
      return callType(c, in: scope, depth: depth)
    case .identifier(let n):
      if n.text == "self" { return scope.ownerTypeText.flatMap(classify) }
      if let (owner, binding) = scope.lookup(n.text, at: n.token) {
        switch binding {
        case .parameter(let i):
          return parameterTypeText(i, of: owner).flatMap { classify($0) }
        case .local(let locals):
          guard let local = locals.last else { return nil }
          if let t = localTypeText(local, in: owner, depth: depth) { return classify(t) }
          return local.initializer.flatMap { inferType($0, in: owner, depth: depth + 1) }
        }
      }
      // A property of the own type (or an inherited one) shadows a global of that name.
      let own = ownProperties(named: n.text, of: scope)
      let candidates = own.isEmpty ? globalProperties(named: n.text, fromFile: scope.fileIndex) : own
      return agreed(candidates.map { propertyType($0, depth: depth + 1) })
    case .member(let m):
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" || b.text == "Self" {
        return agreed(ownProperties(named: m.name.text, of: scope).map { propertyType($0, depth: depth + 1) })
      }
      if let typeName = SyntaxQueries.typePathText(m.base) {
        if let whole = SyntaxQueries.typePathText(.member(m)), let kind = classify(whole) { return kind }
        let last = typeName.split(separator: ".").last.map(String.init) ?? typeName
        let statics = program.index.properties(named: m.name.text, fromFile: scope.fileIndex).filter {
          $0.ownerPath.last == last
        }
        return agreed(statics.map { propertyType($0, depth: depth + 1) })
      }
      return agreed(
        program.index.properties(named: m.name.text, fromFile: scope.fileIndex).map {
          propertyType($0, depth: depth + 1)
        })
    case .cast(let c) where c.kind != .is:
      // `p as? InsightEvaluator`: the type cast to.
      return classify(c.type.text)
    default:
      return nil
    }
  }

  /// Global (file-level) properties with this name, as read in file `fromFile` (which decides
  /// between same-named globals in different folders, `ModuleShadowing`).
  public func globalProperties(named name: String, fromFile: Int) -> [PropertyEntry] {
    nearestOwned(PropertyKey(name: name, ownerPath: []), toFile: fromFile)
  }

  /// The type of a property from its declared type or its initializer.
  public func propertyType(_ p: PropertyEntry, depth: Int) -> TrustInsightsType? {
    if let t = p.type { return classify(t.text) }
    guard let i = p.initializer, depth < 10 else { return nil }
    return inferType(i, in: initializerScope(for: p), depth: depth + 1)
  }

  /// The body a property's initializer is read in (its type's member initializers, or the
  /// file's top level for a global).
  public func initializerScope(for p: PropertyEntry) -> BodyScope {
    // Only the property's own file: every type of that name in the program (a name copied
    // across many modules) made each lookup as long as the program.
    if !p.ownerPath.isEmpty,
      let s = scopes(ofType: p.ownerPath, inFile: p.fileIndex).first(where: {
        if case .memberInitializers = $0.kind { return true }
        return false
      })
    {
      return s
    }
    return scopes(ofFile: p.fileIndex).topLevel
  }

  /// The argument labels of a call, for matching against parameter lists.
  public static func labels(of call: CallExpr) -> CallLabels {
    var labels: [String?] = call.arguments.map { $0.label?.text }
    let first = call.trailingClosures.isEmpty ? nil : labels.count
    labels += call.trailingClosures.map { $0.label?.text }
    return CallLabels(labels: labels, firstTrailingClosure: first)
  }

  /// The program's functions a call may run: by base name and labels, narrowed by what the
  /// call is made on (a type name, `self`, or nothing: the caller's own type or a global).
  public func candidates(for call: CallExpr, in scope: BodyScope) -> [FunctionEntry] {
    candidates(for: call, ownerPath: scope.ownerPath, fromFile: scope.fileIndex)
  }

  /// `candidates(for:in:)` for a call written in a body of the type at `ownerPath`, in file
  /// `fromFile` (which decides between same-signature declarations in different folders).
  public func candidates(for call: CallExpr, ownerPath: [String], fromFile: Int?) -> [FunctionEntry] {
    guard let name = SyntaxQueries.calleeName(call)?.text else { return [] }
    let labels = Self.labels(of: call)
    let index = program.index
    // Where the receiver names the type, only that type's functions are looked up (a name
    // declared in thousands of types made every call scan all of them).
    func owned(by owner: String) -> [FunctionEntry] {
      index.resolve(name: name, labels: labels, owner: owner, fromFile: fromFile).map {
        index.functions[Int($0.function)]
      }
    }
    let receiver = SyntaxQueries.receiver(call)
    // `Self.make()` is a call on the own type, like `self.make()` (below).
    if let receiver, let typeName = SyntaxQueries.typePathText(receiver), typeName != "Self" {
      return owned(by: typeName.split(separator: ".").last.map(String.init) ?? typeName)
    }
    var isSelf = receiver == nil
    if let receiver, case .identifier(let n) = SyntaxQueries.stripped(receiver), n.text == "self" || n.text == "Self" {
      isSelf = true
    }
    if isSelf {
      let own = owned(by: ownerPath.last ?? "").filter { $0.ownerPath == ownerPath }
      if !own.isEmpty { return staticallyResolved(own, call: call, ownerPath: ownerPath, fromFile: fromFile) }
      // A method the class inherits, or a protocol extension's default: the nearest type of
      // its inheritance that declares one, looked up by path (probes-eu p17, p18).
      for path in index.memberSourcePaths(ofTypeAt: ownerPath) {
        let key = path.joined(separator: ".")
        let found = owned(by: path[path.count - 1]).filter { $0.ownerPath.joined(separator: ".") == key }
        let bodies = found.filter { $0.decl.hasBody && selfConstraintsHold(for: $0, onTypeAt: ownerPath) }
        // A default whose constraints the type is known to meet hides the unconstrained ones.
        if bodies.contains(where: { selfConstraintsKnownToHold(for: $0, onTypeAt: ownerPath) }) {
          return bodies.filter { f in !isUnconstrainedDefault(f) }
        }
        if !bodies.isEmpty { return bodies }
      }
      if receiver == nil { return owned(by: "") }
    }
    return index.resolve(name: name, labels: labels, fromFile: fromFile).map { index.functions[Int($0.function)] }
  }

  private func callType(_ c: CallExpr, in scope: BodyScope, depth: Int) -> TrustInsightsType? {
    let callee = SyntaxQueries.stripped(c.callee)
    if let text = SyntaxQueries.typePathText(callee) { return classify(text) }
    if case .member(let m) = callee, m.name.text == "init", let text = SyntaxQueries.typePathText(m.base) {
      return classify(text)
    }
    let functions = candidates(for: c, in: scope)
    return agreed(functions.map { f in f.decl.resultType.flatMap { classify($0.text) } })
  }

  /// The one type all candidates agree on (ignoring unknowns), or nil.
  private func agreed(_ kinds: [TrustInsightsType?]) -> TrustInsightsType? {
    var result: TrustInsightsType?
    for case let k? in kinds {
      if let r = result, r != k { return nil }
      result = k
    }
    return result
  }
}
