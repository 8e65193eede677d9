import TrustLintSyntax

/// The element type of a Combine `PassthroughSubject` a `sink` subscribes to, as written where
/// the subject is declared (`let evaluations = PassthroughSubject<CoachingEvaluation, Never>()`
/// or `var evaluations: PassthroughSubject<CoachingEvaluation, Never>`): the value closure of
/// `bus.evaluations.receive(on: …).sink { evaluation in … }` receives one of those. Only a
/// passthrough subject: it holds nothing, so each value it sends is the subscriber's alone to
/// handle, where a `CurrentValueSubject` or a `@Published` property keeps its value (its
/// holder owes the report) and an `AnyPublisher` may be either. Shallow, like `knownTypeName`.
extension ProgramFacts {
  /// Operators that hand on their upstream's values unchanged, one by one (no closures of
  /// their own that could see the value first).
  private static let passThroughOperators: Set<String> = [
    "receive", "subscribe", "eraseToAnyPublisher", "share", "delay", "debounce", "throttle", "buffer",
  ]

  /// The element type written for the passthrough subject `publisher` is (after pass-through
  /// operators), read in `scope`; nil when nothing says or it is another publisher.
  public func passthroughElementTypeText(_ publisher: Expr, in scope: BodyScope) -> String? {
    var current = SyntaxQueries.stripped(publisher)
    for _ in 0..<8 {
      guard case .call(let c) = current, case .member(let m) = SyntaxQueries.stripped(c.callee),
        Self.passThroughOperators.contains(m.name.text)
      else { break }
      current = SyntaxQueries.stripped(m.base)
    }
    guard let text = subjectTypeText(current, in: scope) else { return nil }
    let prefix = "PassthroughSubject<"
    guard text.hasPrefix(prefix), text.hasSuffix(">") else { return nil }
    return OutcomeWalker.firstGenericArgument(Substring(text).dropFirst(prefix.count).dropLast())
  }

  /// The type written for (or built by the initializer of) a parameter, a local, a property of
  /// the own type (`evaluations`, `self.evaluations`) or a property of a value of known type
  /// (`EvaluationBus.shared.evaluations`, `bus.evaluations`).
  private func subjectTypeText(_ e: Expr, in scope: BodyScope) -> String? {
    switch e {
    case .identifier(let n):
      if let (owner, binding) = scope.lookup(n.text, at: n.token) {
        switch binding {
        case .parameter(let i): return parameterTypeText(i, of: owner)
        case .local(let locals):
          guard locals.count == 1, let local = locals.first else { return nil }
          if let t = local.type { return t.text }
          return local.initializer.flatMap { constructedTypeText($0, file: scope.fileIndex) }
        }
      }
      return propertyTypeText(ownProperties(named: n.text, of: scope))
    case .member(let m):
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" {
        return propertyTypeText(ownProperties(named: m.name.text, of: scope))
      }
      let isTypeName: Bool
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), let first = b.text.utf8.first,
        first >= 0x41 && first <= 0x5A, scope.lookup(b.text) == nil
      {
        isTypeName = true
      } else {
        isTypeName = false
      }
      guard let owner = knownTypeName(m.base, in: scope, depth: 0) else { return nil }
      return propertyTypeText(
        program.index.properties(named: m.name.text, fromFile: scope.fileIndex).filter {
          $0.ownerPath.last == owner && $0.isStatic == isTypeName
        })
    default:
      return nil
    }
  }

  /// The one property's written type, or the type its initializer builds.
  private func propertyTypeText(_ properties: [PropertyEntry]) -> String? {
    guard properties.count == 1, let p = properties.first else { return nil }
    if let t = p.type { return t.text }
    return p.initializer.flatMap { constructedTypeText($0, file: p.fileIndex) }
  }

  /// `PassthroughSubject<CoachingEvaluation, Never>()`: the type as written before the call's
  /// parentheses (the parser keeps the generic arguments out of the callee's name).
  private func constructedTypeText(_ e: Expr, file: Int) -> String? {
    guard case .call(let c) = SyntaxQueries.stripped(e), c.arguments.isEmpty, c.trailingClosures.isEmpty,
      case .identifier(let callee) = SyntaxQueries.stripped(c.callee), c.openToken > callee.token + 2
    else { return nil }
    let tree = program.files[file].tree
    guard tree.text(of: callee.token + 1) == "<" else { return nil }
    return tree.text(from: callee.token, through: c.openToken - 1)
  }
}
