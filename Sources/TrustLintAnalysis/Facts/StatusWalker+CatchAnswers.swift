import TrustLintSyntax

/// A `catch` that answers the status itself: `do { status = try await evaluator
/// .authorizationStatus(for: context) } catch { status = .unavailable }`. It is the inline form
/// of a status helper's `catch { return .unavailable }`: `.denied` and `.unavailable` forbid the
/// prompt as the framework's own answer would, so the path through that `catch` counts as
/// checked. A made-up `.notDetermined` or `.deniedRequestable` does not, and outside a `catch`
/// an assignment is no answer (`var status: AuthorizationStatus = .unavailable` is only a
/// starting value).
extension StatusWalker {
  /// Whether `assignment` stores `.denied` or `.unavailable` in a local or a property of the
  /// body's own type declared as an `AuthorizationStatus` (or writes the type out:
  /// `InsightEvaluator.AuthorizationStatus.unavailable`).
  func assignsNoPromptStatus(_ assignment: BinaryExpr) -> Bool {
    let name: Name
    var typed = false
    switch SyntaxQueries.stripped(assignment.rhs) {
    case .implicitMember(let n): name = n
    case .member(let m):
      guard let base = SyntaxQueries.typePathText(m.base), facts.classify(base) == .authorizationStatus else {
        return false
      }
      name = m.name
      typed = true
    default: return false
    }
    guard name.text == "denied" || name.text == "unavailable" else { return false }
    return typed || holdsStatus(assignment.lhs)
  }

  /// Whether the assigned place is declared as an `AuthorizationStatus` (optional or not).
  private func holdsStatus(_ target: Expr) -> Bool {
    let propertyName: String
    switch SyntaxQueries.stripped(target) {
    case .identifier(let n):
      if let found = scope.lookup(n.text, at: n.token) {
        guard case .local(let locals) = found.binding, let text = locals.last?.type?.text else { return false }
        return facts.classify(text) == .authorizationStatus
      }
      propertyName = n.text
    case .member(let m):
      guard case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" else { return false }
      propertyName = m.name.text
    default: return false
    }
    let properties = facts.ownProperties(named: propertyName, of: scope)
    return !properties.isEmpty
      && properties.allSatisfy { p in p.type.map { facts.classify($0.text) == .authorizationStatus } ?? false }
  }
}
