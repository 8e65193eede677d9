import TrustLintSyntax

/// Categories written through a longer path than a local or a property of `self`:
/// `screen.context.operationCategory = .other` before `requestEvaluation(context: screen.context)`.
extension CategoryTracer {
  /// The categories assigned to `<path>.operationCategory`, where `path` is the dotted text of
  /// the context expression (`screen.context`, `self.screen.context`): in the body that reads it
  /// and the bodies around it (a closure sees its function's assignments), and, when the path
  /// starts at a property of the enclosing type rather than a local, in every body of that type
  /// (a `configure()` method may change the stored context another method reads).
  func assignedCategories(toPath path: String, in scope: BodyScope, depth: Int) -> [CategoryLeaf] {
    let bare = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
    let keys = ["self." + bare + ".operationCategory", bare + ".operationCategory"]
    guard let root = bare.split(separator: ".").first.map(String.init) else { return [] }
    // A local (or parameter) `screen`: only the spelling without `self.` names it, and other
    // bodies of the type have their own.
    let isLocal = scope.lookup(root) != nil
    var values: [(Expr, BodyScope)] = []
    var current: BodyScope? = scope
    var hops = 0
    while let s = current, hops < 64 {
      hops += 1
      for key in isLocal ? [keys[1]] : keys { for v in s.assignments[key] ?? [] { values.append((v, s)) } }
      current = s.parent
    }
    if !isLocal, !scope.ownerPath.isEmpty {
      for s in facts.scopes(ofType: scope.ownerPath) where s !== scope {
        for key in s.lookup(root) != nil ? [keys[0]] : keys {
          for v in s.assignments[key] ?? [] { values.append((v, s)) }
        }
      }
    }
    return values.flatMap { origins($0.0, in: $0.1, mode: .category, depth: depth + 1, args: nil) }
  }
}
