import TrustLintSyntax

/// Functions declared inside another body (`func make(_ c: OperationCategory) -> InsightContext
/// { … }` inside `submit()`, `func status() async -> AuthorizationStatus?` inside `enable()`):
/// the program index holds only the declarations of types and files, so the analyses that
/// follow such a call by its bare name find the function here.
extension ProgramFacts {
  /// The functions declared directly in each body of a file, by name (built once per file).
  private func nestedFunctions(ofFile fileIndex: Int) -> [ObjectIdentifier: [String: [BodyScope]]] {
    program.files[fileIndex].cache.value("facts.nestedFunctions") {
      var result: [ObjectIdentifier: [String: [BodyScope]]] = [:]
      for scope in scopes(ofFile: fileIndex).all {
        guard let parent = scope.parent, let f = scope.function, f.kind == .function else { continue }
        result[ObjectIdentifier(parent), default: [:]][f.name.text, default: []].append(scope)
      }
      return result
    }
  }

  /// The nested function a bare `name` called in `scope` means: one declared in `scope` or an
  /// enclosing body, the innermost first, in a block that holds the call after its declaration
  /// (a call before it or past the block's end means another function). Nil when a parameter or local of that name is in
  /// the way (it hides the function), or no body declares one.
  public func nestedFunctions(named name: Name, in scope: BodyScope) -> [BodyScope]? {
    let table = nestedFunctions(ofFile: scope.fileIndex)
    guard !table.isEmpty else { return nil }
    var current: BodyScope? = scope
    var hops = 0
    while let s = current, hops < 64 {
      hops += 1
      // Only the functions whose block holds the call (from the declaration to the block's end).
      let found = table[ObjectIdentifier(s)]?[name.text]?.filter {
        ($0.function.map { $0.name.token } ?? 0) <= name.token && name.token <= $0.declaredThrough
      }
      if let found, !found.isEmpty {
        // A local or parameter of the same name in a body between them hides it.
        if let (owner, _) = scope.lookup(name.text, at: name.token), !Self.encloses(s, owner) { return nil }
        return found
      }
      current = s.parent
    }
    return nil
  }

  /// Whether `inner` is `outer` or a body written inside it.
  static func encloses(_ inner: BodyScope, _ outer: BodyScope) -> Bool {
    var current: BodyScope? = outer
    while let s = current {
      if s === inner { return true }
      current = s.parent
    }
    return false
  }
}
