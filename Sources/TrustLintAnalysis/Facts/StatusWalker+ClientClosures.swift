import TrustLintSyntax

/// A status check made through a dependency client's closure: `client.status(context)` where
/// `status` is a property declared as a function type returning `AuthorizationStatus`
/// (`var status: (Context) async throws -> AuthorizationStatus`). The only place such a value
/// comes from is the evaluator's `authorizationStatus(for:)` (the live client) or a test
/// double standing in for it, so calling the closure is reading the status.
extension StatusWalker {
  /// Whether the call runs a closure property of that type: every property of the name the
  /// program declares is one (a name also declared as a plain stored value, or a closure
  /// returning anything else, `var isEnabled: (Context) -> Bool`, is not a status check).
  func callsStatusClosure(_ c: CallExpr) -> Bool {
    let name: String
    switch SyntaxQueries.stripped(c.callee) {
    case .member(let m): name = m.name.text
    case .identifier(let n):
      // A bare call of a local or parameter closure is not a property's.
      guard scope.lookup(n.text) == nil else { return false }
      name = n.text
    default: return false
    }
    let properties = facts.program.index.properties(named: name, fromFile: scope.fileIndex)
    // `gauge.status(context)` on another module's type runs that type's method (asked last:
    // finding the receiver's type costs more than the name's properties).
    return !properties.isEmpty
      && properties.allSatisfy { p in
        guard !p.isComputed, let text = p.type?.text, TypeText.containsArrow(text),
          let result = TypeText.functionResult(of: text)
        else { return false }
        return facts.classify(result) == .authorizationStatus
      } && !facts.receiverIsOfOutsideType(c, inFile: scope.fileIndex)
  }
}
