import TrustLintSyntax

/// Publishers made from one value (`Just(level)`, `Future { promise in promise(.success(level))
/// }`, `Just<Level>(…)`, `Future<Level, Never> { … }`) and the operators whose closures return
/// them or fold values: `flatMap { level in Just(level) }` hands on what the inner publisher
/// does; `scan(seed) { _, level in level }` what its closure's one expression is;
/// `map { try? $0.insight.outcome.get() }` on a publisher of evaluations the level the closure
/// reads. A closure the walker cannot read hands on nothing it knows: nothing downstream is
/// reported.
extension OutcomeWalker {
  /// What `Just(x)` or a `Future` whose closure only fulfils its promise with `x` hands on: the
  /// type of `x` as far as known. Nil for other calls.
  func singleValuePublisherOutput(_ c: CallExpr, _ st: OutcomeState) -> String? {
    guard case .identifier(let callee) = SyntaxQueries.stripped(c.callee) else { return nil }
    switch callee.text {
    case "Just":
      guard c.arguments.count == 1, c.arguments[0].label == nil, c.trailingClosures.isEmpty else { return nil }
      return valueTypeText(c.arguments[0].value, st)
    case "Future":
      guard let closure = singleClosure(c)?.closure, closure.parameters.count == 1, closure.body.count == 1,
        case .expr(let e) = closure.body[0], case .call(let fulfil) = SyntaxQueries.stripped(e),
        case .identifier(let promise) = SyntaxQueries.stripped(fulfil.callee),
        promise.text == closure.parameters[0].name.text, fulfil.arguments.count == 1,
        case .call(let success) = SyntaxQueries.stripped(fulfil.arguments[0].value),
        Self.caseShape(success.callee).map({ $0.0 == "success" }) == true, success.arguments.count == 1
      else { return nil }
      var inner = st
      inner.bindings[promise.text] = .some(nil)
      inner.declaredTypes[promise.text] = .unknown
      return valueTypeText(success.arguments[0].value, inner)
    default:
      return nil
    }
  }

  /// The type text of a value: its written or inferred type, else the outcome it is.
  private func valueTypeText(_ e: Expr, _ st: OutcomeState) -> String? {
    if let text = typeText(of: e, st, depth: 0) { return text }
    guard let s = subject(e, st), let kind = Self.handedOn(s, unwrapping: false) else { return nil }
    return Self.typeText(of: OutcomeSubject(key: s.key, kind: kind))
  }

  /// What `flatMap { level in Just(level) }` hands on: what the closure's written result type
  /// says (`-> AnyPublisher<Level, Never>`), else the output of the publisher its one
  /// expression makes, its parameter typed as the upstream's output `input`.
  func flatMapOutput(_ closure: ClosureExpr, input: String?, _ st: OutcomeState, depth: Int) -> String? {
    if let written = closure.resultType { return Self.publisherOutput(ofTypeText: written.text) }
    guard closure.parameters.count <= 1, let value = Self.onlyValue(of: closure) else { return nil }
    let inner = Self.bindingOnlyParameter(of: closure, to: nil, type: input, in: st)
    return publisherOutput(of: value, inner, depth: depth + 1)
  }

  /// What `map` hands on when its closure's result is no written type or parameter the
  /// walker follows: the outcome its one expression reads (`{ try? $0.insight.outcome.get() }`
  /// on a publisher of evaluations, `{ $0.level }` of a value whose `level` is declared one).
  /// `unwrapping`: `compactMap`, which drops `nil`.
  func mappedOutcomeOutput(_ closure: ClosureExpr, input: String?, unwrapping: Bool, _ st: OutcomeState) -> String? {
    let parameter = input.flatMap {
      subjectForDeclared(
        type: TypeRef(text: $0, first: 0, last: 0), key: "mapped:\(closure.lbrace)", scope: unit.ownerPath)
    }
    guard let result = mappedResultSubject(closure, parameter: parameter, parameterType: input, st),
      let kind = Self.handedOn(result, unwrapping: unwrapping)
    else { return nil }
    return Self.typeText(of: OutcomeSubject(key: result.key, kind: kind))
  }

  /// What `scan(seed) { sum, level in … }` hands on: the closure's written result type, else
  /// its one expression as `map`'s is read, the first parameter (the running value) typed as
  /// `seed` is and the second as the upstream's output `input`.
  func scanOutput(_ c: CallExpr, _ closure: ClosureExpr, input: String?, _ st: OutcomeState) -> String? {
    if let written = closure.resultType { return written.text }
    let seed = c.arguments.first.flatMap { typeText(of: $0.value, st, depth: 0) }
    let names: [String]
    if closure.parameters.isEmpty {
      names = ["$0", "$1"]
    } else {
      guard closure.parameters.count == 2 else { return nil }
      names = closure.parameters.map(\.name.text)
    }
    var types: [String: String] = [:]
    if let seed { types[names[0]] = seed }
    if let input { types[names[1]] = input }
    return closureExpressionOutput(closure, names: types)
  }

  /// The output type a written publisher type says: `T` of `AnyPublisher<T, E>`,
  /// `PassthroughSubject<T, E>`, `CurrentValueSubject<T, E>`, `Just<T>`, `Future<T, E>`,
  /// `Published<T>.Publisher` (optional or not). Nil for any other.
  static func publisherOutput(ofTypeText text: String) -> String? {
    var t = Substring(text)
    while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
    if t.hasPrefix("Published<"), t.hasSuffix(">.Publisher") {
      return String(t.dropFirst("Published<".count).dropLast(">.Publisher".count))
    }
    for prefix in ["AnyPublisher<", "PassthroughSubject<", "CurrentValueSubject<", "Just<", "Future<"]
    where t.hasPrefix(prefix) && t.hasSuffix(">") {
      return firstGenericArgument(t.dropFirst(prefix.count).dropLast())
    }
    return nil
  }
}
