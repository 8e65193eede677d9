import TrustLintSyntax

/// Sequences and asynchronous sequences made by `map` / `compactMap` from another
/// (`evaluations.map { try? $0.insight.outcome.get() }`, `feed.levels.compactMap { $0 }`):
/// each element is what the closure's one expression is, read with its parameter bound to an
/// element of the base. A closure the walker cannot read (several statements, a value it
/// builds from the level) makes no level: nothing downstream is reported.
extension OutcomeWalker {
  /// Operators of `Sequence` and `AsyncSequence` whose elements are what their closure returns.
  private static let mappingOperators: Set<String> = ["map", "compactMap"]

  /// For `levels.map { … }` and `levels.compactMap { … }`: the subject each element is
  /// (keyed `key`); `.some(nil)` when the closure's result is no level the walker can name;
  /// nil when the call is no such operator.
  func mappedElementSubject(_ c: CallExpr, _ st: OutcomeState, key: String) -> OutcomeSubject?? {
    guard case .member(let m) = SyntaxQueries.stripped(c.callee), Self.mappingOperators.contains(m.name.text),
      c.arguments.allSatisfy({ $0.label == nil })
    else { return nil }
    guard let closure = singleClosure(c)?.closure else { return .some(nil) }
    let element = elementSubject(of: m.base, st, key: "mapped:\(closure.lbrace)")
    let elementType = typeText(of: m.base, st, depth: 0).flatMap(Self.sequenceElementTypeText)
    let result = mappedResultSubject(closure, parameter: element, parameterType: elementType, st)
    guard let handed = result.flatMap({ Self.handedOn($0, unwrapping: m.name.text == "compactMap") }) else {
      return .some(nil)
    }
    return .some(OutcomeSubject(key: key, kind: handed))
  }

  /// The subject a one-parameter closure (`{ level in … }`, `{ $0 … }`) returns when its
  /// parameter is `parameter` (an element the walker may not know) of type `parameterType`
  /// (as far as written): its written result type, else its one expression (or `return` of
  /// one).
  func mappedResultSubject(
    _ closure: ClosureExpr, parameter: OutcomeSubject?, parameterType: String?, _ st: OutcomeState
  ) -> OutcomeSubject? {
    if let written = closure.resultType {
      return subjectForDeclared(type: written, key: "mapped:\(closure.lbrace)", scope: unit.ownerPath)
    }
    guard closure.parameters.count <= 1, let value = Self.onlyValue(of: closure) else { return nil }
    return subject(value, Self.bindingOnlyParameter(of: closure, to: parameter, type: parameterType, in: st))
  }

  /// The value a closure of one statement gives: its one expression, or what its one `return`
  /// returns. Nil for any other body.
  static func onlyValue(of closure: ClosureExpr) -> Expr? {
    guard closure.body.count == 1 else { return nil }
    switch closure.body[0] {
    case .expr(let e): return e
    case .returnStmt(let r): return r.value
    default: return nil
    }
  }

  /// `st` with a closure's one parameter (`$0` when it names none) bound to `subject` and
  /// declared of `type` (as far as written).
  static func bindingOnlyParameter(
    of closure: ClosureExpr, to subject: OutcomeSubject?, type: String?, in st: OutcomeState
  ) -> OutcomeState {
    var inner = st
    let name = closure.parameters.first?.name.text ?? "$0"
    inner.bindings[name] = .some(subject)
    inner.declaredTypes[name] = type.map { .written($0) } ?? .unknown
    return inner
  }

  /// The kind of the values a mapping hands on when its closure returns `result`
  /// (`unwrapping`: `compactMap`, which drops `nil`). Nil for an optional whose `nil` is a
  /// missing entry rather than a failed insight (`map { byAccount[$0] }`): handed on, its `nil`
  /// would read as a failure.
  static func handedOn(_ result: OutcomeSubject, unwrapping: Bool) -> OutcomeSubject.Kind? {
    guard result.kind == .optional else { return result.kind }
    if unwrapping { return .value }
    return OutcomeState.nilIsFailure(result.key) ? .optional : nil
  }

  /// The type text a subject's value is written as, for a publisher's output: a `Value`, a
  /// `Value?` whose `nil` is a failed insight, or the outcome `Result`.
  static func typeText(of subject: OutcomeSubject) -> String {
    let value = "IsLikelyBeingCoachedInsight.Value"
    switch subject.kind {
    case .value: return value
    case .optional: return value + "?"
    case .result: return "Result<\(value),Error>"
    // The app's own success values: no type this linter reads as the outcome.
    case .mappedResult: return "Result<MappedInsightValue,Error>"
    }
  }

  /// `let risky = levels.filter { … }`, `let levels = evaluations.compactMap { … }`: the name
  /// holds a sequence of levels when the operator's elements are levels.
  func bindOperatorSequence(_ name: String, _ initializer: Expr, _ st: inout OutcomeState) {
    guard case .call(let c) = SyntaxQueries.stripped(initializer),
      case .member(let m) = SyntaxQueries.stripped(c.callee),
      Self.mappingOperators.contains(m.name.text) || sameElementBase(c, st) != nil,
      let element = elementSubject(of: initializer, st, key: "")
    else { return }
    st.collections[name] = element.kind
  }
}
