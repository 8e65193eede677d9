import TrustLintSyntax

/// Combine subscriptions to levels: `$coachingLevel.sink { level in … }` on a `@Published`
/// property declared as a level, or `levels.receive(on: …).sink { level in … }` on a property
/// or parameter declared `AnyPublisher<IsLikelyBeingCoachedInsight.Value, Never>`
/// (`PassthroughSubject`, `CurrentValueSubject`, `Published<…>.Publisher` too): the value
/// closure's parameter is a level. SwiftUI's `onReceive` and `onChange(of:)` hand theirs on too.
extension OutcomeWalker {
  /// Operators that hand on their upstream's values unchanged.
  private static let passThroughOperators: Set<String> = [
    "receive", "removeDuplicates", "dropFirst", "debounce", "throttle", "eraseToAnyPublisher", "share", "delay",
    "prefix", "subscribe",
  ]

  /// For a `sink` call on a publisher of levels: the level its value closure receives, by the
  /// closure's position among the arguments and trailing closures (the one labelled
  /// `receiveValue:`, or the last closure); empty otherwise.
  func publishedValues(_ c: CallExpr, _ st: OutcomeState) -> [Int: OutcomeSubject] {
    guard case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "sink",
      let output = publisherOutput(of: m.base, st),
      let subject = subjectForDeclared(
        type: TypeRef(text: output, first: 0, last: 0), key: "published:\(m.name.token)", scope: unit.ownerPath)
    else { return [:] }
    if let i = c.arguments.firstIndex(where: { $0.label?.text == "receiveValue" }) { return [i: subject] }
    guard !c.trailingClosures.isEmpty else { return [:] }
    return [c.arguments.count + c.trailingClosures.count - 1: subject]
  }

  /// For a `sink` call on a publisher of written tuples (`AnyPublisher<(String, Level), Never>`)
  /// whose value closure takes two or more parameters: that closure's position and the tuple
  /// type, whose elements its parameters take by position (`sink { id, level in … }`).
  func publishedTuple(_ c: CallExpr, _ st: OutcomeState) -> (index: Int, type: String)? {
    guard case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "sink",
      let output = publisherOutput(of: m.base, st), TypeText.tupleElements(of: output) != nil
    else { return nil }
    if let i = c.arguments.firstIndex(where: { $0.label?.text == "receiveValue" }) { return (i, output) }
    guard !c.trailingClosures.isEmpty else { return nil }
    return (c.arguments.count + c.trailingClosures.count - 1, output)
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
  /// `CurrentValueSubject<T, E>` or `Published<T>.Publisher`, after pass-through operators.
  private func publisherOutput(of e: Expr, _ st: OutcomeState) -> String? {
    var current = SyntaxQueries.stripped(e)
    for _ in 0..<8 {
      guard case .call(let c) = current, case .member(let m) = SyntaxQueries.stripped(c.callee),
        Self.passThroughOperators.contains(m.name.text)
      else { break }
      current = SyntaxQueries.stripped(m.base)
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
    guard let text = typeText(of: current, st, depth: 0) else { return nil }
    var t = Substring(text)
    while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
    if t.hasPrefix("Published<"), t.hasSuffix(">.Publisher") {
      return String(t.dropFirst("Published<".count).dropLast(">.Publisher".count))
    }
    for prefix in ["AnyPublisher<", "PassthroughSubject<", "CurrentValueSubject<"]
    where t.hasPrefix(prefix) && t.hasSuffix(">") {
      return Self.firstGenericArgument(t.dropFirst(prefix.count).dropLast())
    }
    return nil
  }
}
