import TrustLintSyntax

/// Combine subscriptions to levels: `$coachingLevel.sink { level in … }` on a `@Published`
/// property declared as a level, or `levels.receive(on: …).sink { level in … }` on a property
/// or parameter declared `AnyPublisher<IsLikelyBeingCoachedInsight.Value, Never>`
/// (`PassthroughSubject`, `CurrentValueSubject`, `Published<…>.Publisher` too): the value
/// closure's parameter is a level, and so is the parameter of the closure an operator hands
/// each value (`filter`, `map`, `handleEvents(receiveOutput:)`; see `OutcomeWalker+PublisherOperators`).
/// SwiftUI's `onReceive` and `onChange(of:)` hand theirs on too.
extension OutcomeWalker {
  /// For a `sink` call on a publisher of levels, or an operator whose closure receives each
  /// value (`filter`, `map`, `first(where:)`, …): the level that closure receives, by the
  /// closure's position among the arguments and trailing closures; empty otherwise.
  /// `sameTypeParameters`: every parameter is a level (`removeDuplicates(by:)`'s two).
  func publishedValues(_ c: CallExpr, _ st: OutcomeState) -> (values: [Int: OutcomeSubject], sameTypeParameters: Bool) {
    guard let handed = streamClosure(c, st),
      let subject = subjectForDeclared(
        type: TypeRef(text: handed.input, first: 0, last: 0), key: "published:\(handed.name.token)",
        scope: unit.ownerPath)
    else { return ([:], false) }
    return ([handed.index: subject], handed.name.text == "removeDuplicates")
  }

  /// For a `sink` (or an operator's closure, as `publishedValues`) on a publisher of written
  /// tuples (`AnyPublisher<(String, Level), Never>`, `$level.combineLatest($amount)`): that
  /// closure's position and the tuple type, whose elements its parameters take by position
  /// (`sink { id, level in … }`), or whose elements its one parameter holds (`pair.0`).
  func publishedTuple(_ c: CallExpr, _ st: OutcomeState) -> (index: Int, type: String)? {
    guard let handed = streamClosure(c, st), TypeText.tupleElements(of: handed.input) != nil else { return nil }
    return (handed.index, handed.input)
  }

  /// For SwiftUI's `.onReceive(levels) { level in … }` on a publisher of levels, and
  /// `.onChange(of: model.level) { old, new in … }` (or `{ new in … }`) on a value declared as a
  /// level: the level the action closure (trailing, or labelled `perform:`) receives, by the
  /// closure's position; empty otherwise. `onChange` hands every parameter a level (the old
  /// and the new value); `sameTypeParameters` says so.
  func observedValues(_ c: CallExpr, _ st: OutcomeState) -> (values: [Int: OutcomeSubject], sameTypeParameters: Bool) {
    guard case .member(let m) = SyntaxQueries.stripped(c.callee), let first = c.arguments.first else {
      return ([:], false)
    }
    let output: String?
    switch (m.name.text, first.label?.text) {
    case ("onReceive", nil): output = publisherOutput(of: first.value, st)
    case ("onChange", "of"): output = typeText(of: first.value, st, depth: 0)
    default: return ([:], false)
    }
    guard let output,
      let subject = subjectForDeclared(
        type: TypeRef(text: output, first: 0, last: 0), key: "observed:\(m.name.token)", scope: unit.ownerPath)
    else { return ([:], false) }
    let sameType = m.name.text == "onChange"
    if let i = c.arguments.firstIndex(where: { $0.label?.text == "perform" }) { return ([i: subject], sameType) }
    guard c.trailingClosures.count == 1 else { return ([:], false) }
    return ([c.arguments.count: subject], sameType)
  }

  /// `for await level in model.$level.values` and `for level in levelsByAccount.values`: the
  /// element of a publisher's asynchronous `values` sequence is the publisher's output, and of
  /// a dictionary's `values` its value type, when that is a level (or the outcome).
  func valuesElement(of sequence: Expr, _ st: OutcomeState, key: String) -> OutcomeSubject? {
    guard case .member(let m) = SyntaxQueries.stripped(sequence), m.name.text == "values",
      let element = publisherOutput(of: m.base, st)
        ?? typeText(of: m.base, st, depth: 0).flatMap(Self.dictionaryValueTypeText)
    else { return nil }
    return subjectForDeclared(type: TypeRef(text: element, first: 0, last: 0), key: key, scope: unit.ownerPath)
  }

  /// The output type of a publisher as written: `$name` of a property declared `T`, or a
  /// value whose type is `AnyPublisher<T, E>`, `PassthroughSubject<T, E>`,
  /// `CurrentValueSubject<T, E>` or `Published<T>.Publisher`, after the operators
  /// `operatorOutput` follows. Nil when nothing says, or an operator may have let no `.unknown`
  /// through (`filter { $0 != .unknown }`).
  func publisherOutput(of e: Expr, _ st: OutcomeState, depth: Int = 0) -> String? {
    guard depth < Self.operatorDepth else { return nil }
    let current = SyntaxQueries.stripped(e)
    if case .call(let c) = current {
      if let output = operatorOutput(c, st, depth: depth) { return output }
      // `Just(level)`, `Future { promise in promise(.success(level)) }`.
      if let output = singleValuePublisherOutput(c, st) { return output }
    }
    var projected: Name?
    if case .identifier(let n) = current, n.text.hasPrefix("$") { projected = n }
    if case .member(let m) = current, m.name.text.hasPrefix("$") { projected = m.name }
    if let projected {
      // `$level`: the projected publisher of `@Published var level: T`.
      let name = Name(text: String(projected.text.dropFirst()), token: projected.token)
      let base: Expr =
        if case .member(let m) = current { .member(MemberExpr(base: m.base, name: name)) } else { .identifier(name) }
      return typeText(of: base, st, depth: 0)
    }
    return typeText(of: current, st, depth: 0).flatMap(Self.publisherOutput(ofTypeText:))
  }
}
