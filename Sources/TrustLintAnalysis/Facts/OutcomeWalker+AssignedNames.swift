import TrustLintSyntax

/// What assignments and bindings write to, for the outcome walker.
extension OutcomeWalker {
  /// The name an assignment writes to: `x`, `self.x`, `a.b.x`, or for an element of a
  /// collection (`decisions[payee] = …`) the collection's name.
  static func assignedName(_ lhs: Expr) -> Name? {
    if case .subscript(let s) = SyntaxQueries.stripped(lhs) { return SyntaxQueries.name(of: s.base) }
    return SyntaxQueries.name(of: lhs)
  }

  /// Whether `lhs` is a property of another value (`tableView.allowsSelection`), not of `self`.
  static func isOtherValuesProperty(_ lhs: Expr) -> Bool {
    guard case .member(let m) = SyntaxQueries.stripped(lhs) else { return false }
    if case .identifier(let base) = SyntaxQueries.stripped(m.base), base.text == "self" || base.text == "Self" {
      return false
    }
    return true
  }

  /// The name a `let`/`var` binds, if it binds one name.
  static func boundName(_ p: Pattern) -> String? {
    if case .binding(let n) = p { return n.text }
    return nil
  }
}
