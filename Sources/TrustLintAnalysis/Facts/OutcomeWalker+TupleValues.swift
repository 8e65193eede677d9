import TrustLintSyntax

/// Tuples in value positions: each element written in an unknown branch goes where its
/// position goes, so `.approved` in `(.usedUnchangedFriction, .approved)` is an approval too.
extension OutcomeWalker {
  /// The elements of a tuple value. With `elements` (the names of a tuple pattern: `let
  /// (status, decision) = switch … { case .success(.unknown): (.usedUnchangedFriction,
  /// .approved) … }`), each element is assigned to its name; a returned tuple returns each
  /// element, except a bare `true` (which of the function's answers it is, its name does not
  /// say). Anything else (a tuple passed or assigned whole) keeps no element.
  func tupleElementValues(_ t: TupleExpr, _ st: OutcomeState, _ sink: ValueSink, _ elements: [ValueSink?]?) {
    if let elements {
      guard elements.count == t.elements.count else { return }
      for (element, elementSink) in zip(t.elements, elements) {
        if let elementSink { values(element.value, st, elementSink) }
      }
      return
    }
    guard case .returned = sink else { return }
    for element in t.elements {
      if case .literal(let l) = SyntaxQueries.stripped(element.value), l.kind == .true { continue }
      values(element.value, st, sink)
    }
  }

  /// One sink per name of a tuple pattern (`let (status, decision)`), nil for `_` and nested
  /// patterns; nil when the pattern is not a tuple.
  static func elementSinks(_ p: Pattern) -> [ValueSink?]? {
    guard case .tuple(let parts) = p else { return nil }
    return parts.map { part -> ValueSink? in
      if case .binding(let n) = part { return .assigned(to: n.text) }
      return nil
    }
  }
}
