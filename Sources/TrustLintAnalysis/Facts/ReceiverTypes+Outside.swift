import TrustLintSyntax

/// Receivers whose type lies outside the linted set: a package's singleton
/// (`let engine = RulesEngine.shared`), a value built by a type the program neither declares,
/// extends nor aliases. A method called on one runs that type's own code, never a function of
/// the program that merely shares its base name (`engine.evaluate(op)` beside the app's
/// `RiskChecking.evaluate(_:)` is no producer, `audit.report(e, level)` no consuming helper).
extension ProgramFacts {
  /// Whether `call`'s receiver is known to be a value of a type outside the program. False
  /// when nothing says (an unknown receiver may still be one of the program's values).
  func receiverIsOutsideProgram(_ call: CallExpr, in scope: BodyScope) -> Bool {
    guard let receiver = SyntaxQueries.receiver(call) else { return false }
    // In a protocol (or its extension) a written type may be an associated type, which the
    // index does not record: no conclusion there.
    if let owner = scope.ownerPath.last, program.index.isProtocol(owner) { return false }
    return isOutsideValue(receiver, in: scope, depth: 0)
  }

  private func isOutsideValue(_ e: Expr, in scope: BodyScope, depth: Int) -> Bool {
    guard depth < 4 else { return false }
    if let type = knownTypeName(e, in: scope, depth: depth) {
      // A bare type name is the receiver of a static call, or a module's name qualifying a
      // global function (`RiskKit.makeGate()`): no conclusion.
      if case .identifier(let n) = SyntaxQueries.stripped(e), n.text == type { return false }
      return isOutsideTypeName(type, in: scope)
    }
    switch SyntaxQueries.stripped(e) {
    case .member(let m):
      // `RulesEngine.shared`: a static member of a type the program neither declares nor
      // extends holds a value from outside (the program cannot have added a property there),
      // unless the "type" is a module qualifying one of the program's globals.
      guard case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text.first?.isUppercase == true,
        scope.lookup(b.text) == nil, ownProperties(named: b.text, of: scope).isEmpty,
        isOutsideTypeName(b.text, in: scope)
      else { return false }
      return program.index.properties(named: m.name.text, fromFile: scope.fileIndex).allSatisfy {
        !$0.ownerPath.isEmpty
      }
    case .identifier(let n):
      if let (owner, binding) = scope.lookup(n.text, at: n.token) {
        guard case .local(let locals) = binding, let local = locals.last, local.type == nil,
          local.payload == nil, local.sequence == nil, local.tupleElement == nil, let value = local.initializer
        else { return false }
        return isOutsideValue(value, in: owner, depth: depth + 1)
      }
      let properties = ownProperties(named: n.text, of: scope)
      guard properties.count == 1, let p = properties.first, p.type == nil, let value = p.initializer else {
        return false
      }
      return isOutsideValue(value, in: initializerScope(for: p), depth: depth + 1)
    default:
      return false
    }
  }

  /// Whether the program declares, extends, aliases and conforms to nothing of this simple
  /// name, and no generic parameter in scope is so named.
  func isOutsideTypeName(_ name: String, in scope: BodyScope) -> Bool {
    guard name != "Self", !name.isEmpty, program.index.types(named: name).isEmpty else { return false }
    // A protocol of another module that one of the program's types conforms to
    // (`extension TrustService: FormKit.Checking {}`) may run the program's method.
    guard program.index.conformers(of: name).isEmpty else { return false }
    program.index.queries?.note(.typeAlias, name)
    guard program.index.typeAliasesByName[name] == nil else { return false }
    var s: BodyScope? = scope
    while let current = s {
      if case .function(let f) = current.kind, TypeScopes.genericNames(f.genericParameters).contains(name) {
        return false
      }
      s = current.parent
    }
    var path = scope.ownerPath
    while let last = path.last {
      path.removeLast()
      for t in program.index.types(named: last) where TypeScopes.genericNames(t.decl.genericParameters).contains(name) {
        return false
      }
    }
    return true
  }
}
