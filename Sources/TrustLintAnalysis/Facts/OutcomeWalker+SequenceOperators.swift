import TrustLintSyntax

/// Sequences of levels through the operators that keep their elements (`levels.filter { … }`,
/// `updates.prefix(3)`, `stream.dropFirst()`: each element is still a level), and an
/// iterator made from one (`var iterator = stream.makeAsyncIterator()`, then `while let level =
/// await iterator.next()`). A filter whose test may let no `.unknown` through is not followed,
/// as for publishers.
extension OutcomeWalker {
  /// Operators of `Sequence` and `AsyncSequence` whose elements are some of their base's.
  private static let sameElementOperators: Set<String> = [
    "filter", "prefix", "dropFirst", "dropLast", "drop", "suffix", "reversed", "removeDuplicates",
  ]

  /// For `levels.filter { … }` and the like: the sequence whose elements it keeps; `.some(nil)`
  /// when its test may let no `.unknown` through; nil when the call is no such operator.
  func sameElementBase(_ c: CallExpr, _ st: OutcomeState) -> Expr?? {
    guard case .member(let m) = SyntaxQueries.stripped(c.callee), Self.sameElementOperators.contains(m.name.text)
    else { return nil }
    if let closure = singleClosure(c)?.closure, !predicateMayPassUnknown(closure, st) { return .some(nil) }
    return .some(m.base)
  }

  /// `var iterator = stream.makeAsyncIterator()` (or `levels.makeIterator()`) of a sequence of
  /// levels: `iterator.next()` reads one (`iteratorNextSubject`).
  func bindIterator(_ name: String, _ initializer: Expr, _ st: inout OutcomeState) {
    var e = initializer
    if case .await(_, let operand) = e { e = operand }
    guard case .call(let c) = SyntaxQueries.stripped(e), c.arguments.isEmpty, c.trailingClosures.isEmpty,
      case .member(let m) = SyntaxQueries.stripped(c.callee),
      m.name.text == "makeAsyncIterator" || m.name.text == "makeIterator",
      let element = elementSubject(of: m.base, st, key: "")
    else { return }
    st.collections[name] = element.kind
  }

  /// `iterator.next()` of an iterator of levels: a `Value?` whose `nil` (the end of the
  /// sequence) is no level and no failed insight, as an empty collection's `first`.
  func iteratorNextSubject(_ c: CallExpr, _ st: OutcomeState) -> OutcomeSubject? {
    guard !st.collections.isEmpty, c.arguments.isEmpty, c.trailingClosures.isEmpty,
      case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "next",
      case .identifier(let n) = SyntaxQueries.stripped(m.base), st.collections[n.text] == .value
    else { return nil }
    return OutcomeSubject(key: OutcomeSubject.subscriptKeyPrefix + "call@\(c.openToken)", kind: .optional)
  }
}

/// A level handed back from another actor or task: `await MainActor.run { state.level }`,
/// `await Task.detached { await service.currentLevel() }.value` (also `Task { … }.value`).
/// The value is what the closure's one expression is (or what its written result type says).
extension OutcomeWalker {
  /// `MainActor.run { … }` (or `run(resultType:body:)`): the subject its closure returns.
  func mainActorRunSubject(_ c: CallExpr, _ st: OutcomeState) -> OutcomeSubject? {
    guard case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "run",
      case .identifier(let actor) = SyntaxQueries.stripped(m.base), actor.text == "MainActor",
      let closure = singleClosure(c)?.closure
    else { return nil }
    return closureResultSubject(closure, st)
  }

  /// `Task { … }.value`, `Task.detached(priority: …) { … }.value`: the subject the task's
  /// closure returns.
  func taskValueSubject(_ m: MemberExpr, _ st: OutcomeState) -> OutcomeSubject? {
    guard m.name.text == "value", case .call(let c) = SyntaxQueries.stripped(m.base),
      let closure = singleClosure(c)?.closure
    else { return nil }
    switch SyntaxQueries.stripped(c.callee) {
    case .identifier(let n) where n.text == "Task": break
    case .member(let t) where t.name.text == "detached":
      guard case .identifier(let n) = SyntaxQueries.stripped(t.base), n.text == "Task" else { return nil }
    default: return nil
    }
    return closureResultSubject(closure, st)
  }

  /// The subject a closure without parameters returns: its written result type, else its one
  /// expression (or `return` of one).
  private func closureResultSubject(_ closure: ClosureExpr, _ st: OutcomeState) -> OutcomeSubject? {
    guard closure.parameters.isEmpty else { return nil }
    if let written = closure.resultType {
      return subjectForDeclared(type: written, key: "hop@\(closure.lbrace)", scope: unit.ownerPath)
    }
    guard closure.body.count == 1 else { return nil }
    switch closure.body[0] {
    case .expr(let e): return subject(e, st)
    case .returnStmt(let r): return r.value.flatMap { subject($0, st) }
    default: return nil
    }
  }
}
