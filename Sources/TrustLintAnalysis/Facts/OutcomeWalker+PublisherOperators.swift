import TrustLintSyntax

/// Combine operators between a publisher of levels and the closure that reads them: what each
/// hands on (`filter`, `first()`, `merge(with:)` the same values; `compactMap { $0 }` the
/// unwrapped ones; `map { level -> Gate in … }` what its closure is written to return;
/// `combineLatest` / `zip` / `Publishers.CombineLatest(a, b)` a tuple of their outputs by
/// position; `flatMap` and `scan` as `OutcomeWalker+PublisherSources` reads them), and which
/// closure of an operator receives each value. A filter whose test may
/// let no `.unknown` through stops the trail: downstream, a branch that looks reached by
/// `.unknown` would not be.
extension OutcomeWalker {
  /// How many operators deep a publisher is followed.
  static let operatorDepth = 16

  /// Operators whose output is their upstream's values, some of them perhaps dropped.
  private static let sameOutputOperators: Set<String> = [
    "receive", "removeDuplicates", "dropFirst", "debounce", "throttle", "eraseToAnyPublisher", "share", "delay",
    "prefix", "subscribe", "filter", "tryFilter", "first", "last", "tryFirst", "tryLast", "tryPrefix", "drop",
    "tryDrop", "handleEvents", "append", "prepend", "buffer", "print", "timeout", "retry", "setFailureType",
    "mapError", "assertNoFailure", "breakpoint", "makeConnectable", "autoconnect", "replaceEmpty", "output",
  ]

  /// Operators among those whose closure, when they take one, says which values pass
  /// (`filter { … }`, `first(where:)`, `prefix(while:)`).
  static let predicateOperators: Set<String> = [
    "filter", "tryFilter", "first", "last", "tryFirst", "tryLast", "prefix", "tryPrefix",
  ]

  /// Operators whose one closure receives each value of the upstream publisher.
  private static let valueClosureOperators: Set<String> = [
    "filter", "tryFilter", "map", "tryMap", "compactMap", "tryCompactMap", "flatMap", "first", "last", "tryFirst",
    "tryLast", "prefix", "tryPrefix", "drop", "tryDrop", "contains", "tryContains", "allSatisfy", "tryAllSatisfy",
    "removeDuplicates", "tryRemoveDuplicates",
  ]

  /// `Publishers.CombineLatest(a, b)`, `Publishers.Zip3(a, b, c)`: a tuple of their outputs.
  private static let combiningTypes: Set<String> = [
    "CombineLatest", "CombineLatest3", "CombineLatest4", "Zip", "Zip3", "Zip4",
  ]

  /// What an operator call on a publisher hands on: nil when the call is no operator the walker
  /// knows (a method of the program returning a publisher is typed by its declaration);
  /// `.some(nil)` when it is one but its output is not known.
  func operatorOutput(_ c: CallExpr, _ st: OutcomeState, depth: Int) -> String?? {
    guard case .member(let m) = SyntaxQueries.stripped(c.callee) else { return nil }
    let name = m.name.text
    if case .identifier(let type) = SyntaxQueries.stripped(m.base), type.text == "Publishers" {
      guard Self.combiningTypes.contains(name) || name.hasPrefix("Merge") else { return nil }
      let outputs = c.arguments.map { publisherOutput(of: $0.value, st, depth: depth + 1) }
      guard !name.hasPrefix("Merge") else { return .some(Self.mergedOutput(outputs)) }
      return .some(Self.tupleText(outputs))
    }
    let closure = singleClosure(c)
    switch name {
    case _ where Self.sameOutputOperators.contains(name):
      if Self.predicateOperators.contains(name), let closure, !predicateMayPassUnknown(closure.closure, st) {
        return .some(nil)
      }
      return .some(publisherOutput(of: m.base, st, depth: depth + 1))
    case "merge":
      let others = c.arguments.map { publisherOutput(of: $0.value, st, depth: depth + 1) }
      return .some(Self.mergedOutput([publisherOutput(of: m.base, st, depth: depth + 1)] + others))
    case "replaceNil":
      return .some(publisherOutput(of: m.base, st, depth: depth + 1).map(Self.unwrapped))
    case "combineLatest", "zip":
      guard let closure else { return .some(combinedInput(c, m, st, depth: depth)) }
      return .some(closure.closure.resultType?.text)
    case "map", "tryMap", "compactMap", "tryCompactMap":
      guard let closure else { return .some(nil) }
      let input = publisherOutput(of: m.base, st, depth: depth + 1)
      let output =
        mapOutput(closure.closure, input: input)
        ?? mappedOutcomeOutput(closure.closure, input: input, unwrapping: name.hasSuffix("ompactMap"), st)
      return .some(name.hasSuffix("ompactMap") ? output.map(Self.unwrapped) : output)
    case "flatMap":
      guard let closure else { return .some(nil) }
      let input = publisherOutput(of: m.base, st, depth: depth + 1)
      return .some(flatMapOutput(closure.closure, input: input, st, depth: depth))
    case "scan", "tryScan":
      guard let closure, closure.index == 1 else { return .some(nil) }
      return .some(scanOutput(c, closure.closure, input: publisherOutput(of: m.base, st, depth: depth + 1), st))
    default:
      return nil
    }
  }

  /// The closure of an operator call that receives each value of the publisher it is called
  /// on, with its position, what it receives (a level, a tuple) and the operator's name: the
  /// `receiveValue:` closure of `sink` (or its last closure), `receiveOutput:` of
  /// `handleEvents`, the one closure of `filter`, `map`, `first(where:)`, … (`combineLatest(b)
  /// { l, other in … }`'s receives the tuple of both).
  func streamClosure(_ c: CallExpr, _ st: OutcomeState) -> (index: Int, input: String, name: Name)? {
    guard case .member(let m) = SyntaxQueries.stripped(c.callee) else { return nil }
    let index: Int
    switch m.name.text {
    case "sink":
      if let i = c.arguments.firstIndex(where: { $0.label?.text == "receiveValue" }) {
        index = i
      } else {
        guard !c.trailingClosures.isEmpty else { return nil }
        index = c.arguments.count + c.trailingClosures.count - 1
      }
    case "handleEvents":
      guard let i = c.arguments.firstIndex(where: { $0.label?.text == "receiveOutput" }) else { return nil }
      index = i
    case "combineLatest", "zip":
      guard let closure = singleClosure(c),
        let input = combinedInput(c, m, st, depth: 0), input.utf8.contains(UInt8(ascii: "("))
      else { return nil }
      return (closure.index, input, m.name)
    case let name where Self.valueClosureOperators.contains(name):
      guard let closure = singleClosure(c) else { return nil }
      index = closure.index
    default:
      return nil
    }
    guard let input = publisherOutput(of: m.base, st) else { return nil }
    return (index, input, m.name)
  }

  /// The one closure a call passes (a literal, trailing or its last argument, or a key path as
  /// its only argument: `map(\.insight.outcome)`), with its position among the arguments and
  /// trailing closures; nil when it passes none or several.
  func singleClosure(_ c: CallExpr) -> (index: Int, closure: ClosureExpr)? {
    if let literal = Self.closureLiteral(c) { return literal }
    guard c.trailingClosures.isEmpty, c.arguments.count == 1,
      let made = keyPathClosure(SyntaxQueries.stripped(c.arguments[0].value))
    else { return nil }
    return (0, made)
  }

  /// The one closure literal a call passes (trailing, or its last argument).
  private static func closureLiteral(_ c: CallExpr) -> (index: Int, closure: ClosureExpr)? {
    if c.trailingClosures.count == 1, case .closure(let cl) = c.trailingClosures[0].value {
      guard !c.arguments.contains(where: { if case .closure = $0.value { true } else { false } }) else { return nil }
      return (c.arguments.count, cl)
    }
    guard c.trailingClosures.isEmpty, let last = c.arguments.last, case .closure(let cl) = last.value,
      c.arguments.dropLast().allSatisfy({ if case .closure = $0.value { false } else { true } })
    else { return nil }
    return (c.arguments.count - 1, cl)
  }

  /// The tuple `a.combineLatest(b, c)` hands on: the outputs of `a`, `b` and `c` by position
  /// (`_` where one is not known).
  private func combinedInput(_ c: CallExpr, _ m: MemberExpr, _ st: OutcomeState, depth: Int) -> String? {
    var outputs = [publisherOutput(of: m.base, st, depth: depth + 1)]
    for a in c.arguments {
      if case .closure = a.value { continue }
      outputs.append(publisherOutput(of: a.value, st, depth: depth + 1))
    }
    return Self.tupleText(outputs)
  }

  /// What `map` hands on: the closure's written result type (`{ level -> Gate in … }`), else
  /// what its one expression is: its parameter (`{ $0 }`), or a tuple of its parameters
  /// (`{ level, amount in (level, amount) }`), each the element of `input` it stands for.
  private func mapOutput(_ closure: ClosureExpr, input: String?) -> String? {
    if let written = closure.resultType { return written.text }
    guard let input else { return nil }
    var names: [String: String] = [:]
    if closure.parameters.isEmpty {
      names["$0"] = input
    } else if closure.parameters.count == 1 {
      names[closure.parameters[0].name.text] = input
    } else if let elements = TypeText.tupleElements(of: input), elements.count == closure.parameters.count {
      for (p, element) in zip(closure.parameters, elements) { names[p.name.text] = element }
    }
    return closureExpressionOutput(closure, names: names)
  }

  /// What a closure's one expression is when it is one of its parameters (`{ $0 }`), or a
  /// tuple of them (`{ level, amount in (level, amount) }`): the type `names` gives each.
  func closureExpressionOutput(_ closure: ClosureExpr, names: [String: String]) -> String? {
    guard closure.body.count == 1, case .expr(let e) = closure.body[0] else { return nil }
    if case .identifier(let n) = SyntaxQueries.stripped(e) { return names[n.text] }
    guard case .tuple(let t) = e, t.elements.count >= 2 else { return nil }
    var parts: [String] = []
    for el in t.elements {
      var type = "_"
      if case .identifier(let n) = SyntaxQueries.stripped(el.value), let known = names[n.text] { type = known }
      parts.append(el.label.map { "\($0.text):\(type)" } ?? type)
    }
    return "(" + parts.joined(separator: ",") + ")"
  }

  /// Whether a predicate closure a level is handed (`filter { $0 != .high }`) lets `.unknown`
  /// through as far as the walker can tell: its one expression, read as a test of its
  /// parameter, holds for `.unknown`, or it never names its parameter. A test the walker
  /// cannot read (`{ $0.isRisky }`, a body of several statements that names the parameter)
  /// may let no `.unknown` through.
  func predicateMayPassUnknown(_ closure: ClosureExpr, _ st: OutcomeState) -> Bool {
    let names = closure.parameters.isEmpty ? ["$0"] : closure.parameters.map(\.name.text).filter { $0 != "_" }
    if names.count == 1, let value = Self.onlyValue(of: closure) {
      let key = "predicate:\(closure.lbrace)"
      var inner = st
      inner.bindings[names[0]] = OutcomeSubject(key: key, kind: .value)
      if let set = evaluate(value, inner).whenTrue[key] { return set.contains(.unknown) }
    }
    return !mentions(closure, names)
  }

  /// Whether a closure's tokens spell one of these names (`$0` included).
  private func mentions(_ closure: ClosureExpr, _ names: [String]) -> Bool {
    guard !names.isEmpty else { return false }
    guard let file = fileIndex else { return true }
    let tree = facts.program.files[file].tree
    var token = closure.lbrace
    while token < closure.rbrace {
      token += 1
      if names.contains(tree.text(of: token)) { return true }
    }
    return false
  }

  /// `(A,B)` for the outputs `A` and `B` (`_` for one not known); nil when none is known.
  private static func tupleText(_ outputs: [String?]) -> String? {
    guard outputs.count >= 2, outputs.contains(where: { $0 != nil }) else { return nil }
    return "(" + outputs.map { $0 ?? "_" }.joined(separator: ",") + ")"
  }

  /// What merged publishers hand on: their common output, when every one is known.
  private static func mergedOutput(_ outputs: [String?]) -> String? {
    guard let first = outputs.first ?? nil, outputs.allSatisfy({ $0 != nil }) else { return nil }
    return first
  }

  /// `T` for `T?` (one level of optional).
  private static func unwrapped(_ text: String) -> String {
    text.hasSuffix("?") || text.hasSuffix("!") ? String(text.dropLast()) : text
  }
}
