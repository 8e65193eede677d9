import TrustLintSyntax

/// `for await evaluation in feed.evaluations()`: when a `for await` loop's sequence is a call
/// of a function of the program declared to return an asynchronous sequence of evaluations
/// (`AsyncStream<E>`, `AsyncThrowingStream<E, …>`, `some AsyncSequence<E, …>`), each element is
/// the loop body's to report, as a reactive chain's value closure holds the value it receives
/// (`GraphBuilder+StreamClosures.swift`): the call makes the stream, and the loop is its one
/// consumer. The loop variable holds a new evaluation on each pass (`FlowObject.Origin.element`);
/// reporting it on some paths only is found at the loop variable. A `let` bound once in the
/// body from such a call (`let updates = await feed.evaluations()`) is the same stream: each
/// element the loop takes is still its own. A stream read from a property is left alone (it
/// may be one the program shares).
extension GraphBuilder {
  /// The declared result types whose first generic argument is the sequence's element.
  private static let asyncSequencePrefixes = [
    "AsyncStream<", "AsyncThrowingStream<", "some AsyncSequence<", "any AsyncSequence<",
  ]

  /// The loop variable of `f` when it loops over such a stream (or over a task group of
  /// evaluations, `GraphBuilder+TaskGroups.swift`), the sequence as messages name it
  /// (`evaluations(…)`, `group`), and whether its elements are optional.
  /// For a task group of tuples, the loop variable is the pattern's element at the
  /// evaluation's position (`for await (id, evaluation) in group`); `producer` is where an
  /// element the loop never reports is found (`TaskGroupShape.producer`).
  /// A loop variable holding the whole tuple (`for await pair in group`) comes with the
  /// element's `slots` (`GraphBuilder+TaskGroupNext.swift`).
  func streamElementBinding(_ f: ForInStmt) -> (
    name: Name, sequence: String, optional: Bool, producer: TokenIndex?, slots: Set<String>?
  )? {
    guard f.isAwait else { return nil }
    var sequence = SyntaxQueries.stripped(f.sequence)
    if case .identifier(let g) = sequence, let group = taskGroup, g.text == group.name {
      guard let b = groupElementBinding(f.pattern, group.shape) else { return nil }
      return (b.name, g.text, group.shape.optional, group.shape.producer, b.slots)
    }
    guard case .binding(let n) = f.pattern else { return nil }
    if case .identifier(let local) = sequence, let made = streamLocals[local.text] { sequence = made }
    if case .identifier(let p) = sequence, let element = streamParameterElement(p.text) {
      return (n, p.text, index.isOptionalType(element, inFile: fileIndex), nil, nil)
    }
    guard case .call(let c) = sequence, let callee = CallShape(c).name?.text else { return nil }
    let found = candidates(for: c, CallShape(c), receiverIsEvaluation: false)
    guard !found.isEmpty else { return nil }
    var element: String?
    for r in found {
      guard let text = index.functions[Int(r.function)].decl.resultType.map({ streamTypeText($0.text) }),
        let prefix = Self.asyncSequencePrefixes.first(where: { text.hasPrefix($0) }), text.hasSuffix(">"),
        let e = OutcomeWalker.firstGenericArgument(Substring(text).dropFirst(prefix.count).dropLast()),
        element == nil || element == e
      else { return nil }
      element = e
    }
    guard let element, index.isEvaluationType(element, inFile: fileIndex, ownerPath: ownerPath) else { return nil }
    return (n, callee + "(…)", index.isOptionalType(element, inFile: fileIndex), nil, nil)
  }

  /// The written type of the declaration's own parameter `name` (`rates: FXRates` gives
  /// `FXRates`); nil where it has none of that name. Callers check the name still means it.
  func writtenParameterType(_ name: String) -> String? {
    declaredParameters.first(where: { $0.name.text == name })?.type?.text
  }

  /// The element type of the function's own parameter `name` when it is declared as a stream
  /// of evaluations (`_ updates: AsyncStream<Evaluation>`, or an alias of one) and the name
  /// still means that parameter. The stream is handed over with its elements: an
  /// `AsyncStream` delivers each element to one iterator only, so the loop holds every
  /// element it takes, as it does from a stream a call made (probes-ee f63). Not a closure's
  /// parameter, nor a property (which the program may share).
  private func streamParameterElement(_ name: String) -> String? {
    guard graph.functionID != nil, let v = parameterVariables[name], lookup(name) == v,
      let p = declaredParameters.first(where: { $0.name.text == name }), !p.isInout,
      let t = p.type?.text, let element = ProgramFacts.streamElementTypeText(of: streamTypeText(t)),
      index.isEvaluationType(element, inFile: fileIndex, ownerPath: ownerPath)
    else { return nil }
    return element
  }

  /// A declared stream type with a file-level alias of it written out (`typealias RiskStream =
  /// AsyncThrowingStream<Evaluation, Error>`; probes-ee f14); other types unchanged.
  func streamTypeText(_ text: String) -> String {
    guard let alias = index.typeAliasesByName[text], alias.ownerPath.isEmpty,
      let aliased = alias.decl.aliased?.text,
      Self.asyncSequencePrefixes.contains(where: { aliased.hasPrefix($0) })
    else { return text }
    return aliased
  }

  /// The loop variables of such loops in `stmts` (not inside closures, which are bodies of
  /// their own): the pre-pass tracks them as it tracks parameters.
  /// Also notes the `let`s bound once from a call (`streamLocals`), which the loops may read.
  func streamElementNames(_ stmts: [Stmt]) -> Set<String> {
    var loops: [ForInStmt] = []
    var locals: [String: Expr] = [:]
    var bound: Set<String> = []
    var boundAgain: Set<String> = []
    var stack = stmts
    var steps = 0
    while let s = stack.popLast(), steps < 100_000 {
      steps += 1
      switch s {
      case .variable(let v):
        for b in v.bindings {
          guard case .binding(let n) = b.pattern else { continue }
          if !bound.insert(n.text).inserted || !v.isLet { boundAgain.insert(n.text) }
          if let e = b.initializer, case .call = SyntaxQueries.stripped(e) {
            locals[n.text] = SyntaxQueries.stripped(e)
          }
        }
      case .forIn(let f):
        if f.isAwait { loops.append(f) }
        s.appendNestedStatements(to: &stack)
      default: s.appendNestedStatements(to: &stack)
      }
    }
    for name in boundAgain { locals[name] = nil }
    streamLocals = locals
    var out: Set<String> = []
    for f in loops { if let b = streamElementBinding(f) { out.insert(b.name.text) } }
    return out.union(groupNextNames(stmts))
  }

  /// Whether a file spells `for await`, `for try await`, `.next()` or `TaskGroup(` anywhere (a
  /// byte search, once per file): only then does a pre-pass look for stream and task-group
  /// elements.
  static func spellsForAwait(_ tree: SyntaxTree) -> Bool {
    ByteSearch.containsAny(
      tree.source.bytes,
      [
        Array("for await ".utf8), Array("for try await ".utf8), Array(".next()".utf8), Array("TaskGroup(".utf8),
      ])
  }
}
