import TrustLintSyntax

/// Facts about `requestAuthorization(for:)` calls: whether each is preceded on every path of
/// its body by an `authorizationStatus(for:)` call, and whether its body also requests an
/// evaluation.
extension ProgramFacts {
  /// `requestAuthorization` calls of a file that some path of their body reaches without a
  /// status check first (a closure is a body of its own).
  public func uncheckedAuthorizationRequests(inFile fileIndex: Int) -> [EvaluatorCall] {
    program.files[fileIndex].cache.value("facts.uncheckedAuthorization") {
      let map = evaluatorCallMap(inFile: fileIndex)
      let summaries = StatusSummaries(facts: self)
      let entries = ClosureEntryStates(facts: self, summaries: summaries)
      var result: [EvaluatorCall] = []
      var walked: [ObjectIdentifier: StatusWalker] = [:]
      for scope in scopes(ofFile: fileIndex).all {
        let requests = scope.calls.compactMap { map[ObjectIdentifier($0)] }.filter {
          $0.method == .requestAuthorization
        }
        guard !requests.isEmpty else { continue }
        let walker = statusWalker(for: scope, summaries: summaries, entries: entries, walked: &walked)
        for r in requests where walker.unchecked.contains(ObjectIdentifier(r.call)) {
          if passesThroughToCheckedCallers(r, summaries: summaries, entries: entries, walked: &walked) { continue }
          result.append(r)
        }
      }
      return result
    }
  }

  /// A prompt written in a body: an evaluator `requestAuthorization` call, or a call of the
  /// app's own function of that name that makes one (`TrustInsightsCheck.requestAuthorization(for:)`).
  public struct Prompt {
    public let call: CallExpr
    /// The `requestAuthorization` name token of the call.
    public let name: Name
    public let scope: BodyScope
  }

  /// Prompts of a file whose body (a function or a closure, with the closures written in it)
  /// also requests an evaluation, each with the name token of that request.
  public func authorizationPromptsInEvaluationFlows(inFile fileIndex: Int) -> [(prompt: Prompt, evaluation: Name)] {
    let map = evaluatorCallMap(inFile: fileIndex)
    var children: [ObjectIdentifier: [BodyScope]] = [:]
    var localFunctions: [ObjectIdentifier: [String: BodyScope]] = [:]
    for s in scopes(ofFile: fileIndex).all {
      guard let p = s.parent else { continue }
      if s.isClosure { children[ObjectIdentifier(p), default: []].append(s) }
      if case .function(let f) = s.kind { localFunctions[ObjectIdentifier(p), default: [:]][f.name.text] = s }
    }
    var result: [(Prompt, Name)] = []
    let requesters = EvaluationRequesters(facts: self)
    requesters.localFunctions = localFunctions
    for scope in scopes(ofFile: fileIndex).all {
      var prompts: [Prompt] = []
      for call in scope.calls {
        if let e = map[ObjectIdentifier(call)] {
          if e.method == .requestAuthorization { prompts.append(Prompt(call: call, name: e.name, scope: scope)) }
        } else if let name = SyntaxQueries.calleeName(call),
          name.text == EvaluatorCall.Method.requestAuthorization.rawValue,
          isPromptingWrapper(call, in: scope)
        {
          prompts.append(Prompt(call: call, name: name, scope: scope))
        }
      }
      guard !prompts.isEmpty,
        let evaluation = evaluationRequest(in: scope, map: map, children: children, requesters: requesters, depth: 0)
          ?? enclosingEvaluationRequest(of: scope, map: map, requesters: requesters)
      else { continue }
      for p in prompts { result.append((p, evaluation)) }
    }
    return result
  }

  /// Whether the call runs the app's own function that calls the evaluator's `requestAuthorization`
  /// (where the call's literal case argument can reach it: see `promptSkipped`).
  private func isPromptingWrapper(_ call: CallExpr, in scope: BodyScope) -> Bool {
    let targets = candidates(for: call, in: scope).filter { $0.decl.hasBody }
    return !targets.isEmpty
      && targets.allSatisfy { entry in
        guard let body = self.scope(of: entry) else { return false }
        let calls = evaluatorCalls(inFile: body.fileIndex)
        return calls.contains { prompt in
          guard prompt.method == .requestAuthorization,
            !Self.promptSkipped(at: prompt.name.token, in: entry.decl, for: call)
          else { return false }
          return prompt.scope.isWritten(in: body)
        }
      }
  }

  /// For a prompt in a closure (`Task { … }` inside the transfer), the first evaluation request
  /// made directly by an enclosing body: the closure belongs to that function's flow. Sibling
  /// closures of the enclosing body (a button's action next to a `.task`) are not looked at.
  private func enclosingEvaluationRequest(
    of scope: BodyScope, map: [ObjectIdentifier: EvaluatorCall], requesters: EvaluationRequesters
  ) -> Name? {
    var current = scope
    var hops = 0
    while current.isClosure, let parent = current.parent, hops < 32 {
      hops += 1
      // A closure the body stores into a property (`onSettings = { … }`) runs when something
      // else calls it later, at a moment of its own: it is no part of the storing body's flow.
      if Self.isStoredForLater(current, in: parent) { return nil }
      if let name = directEvaluationRequest(in: parent, map: map, requesters: requesters) { return name }
      current = parent
    }
    return nil
  }

  /// Whether `closure` is the value `parent` assigns to a property (`onSettings = { … }`,
  /// `self.onRetry = { … }`, `row.action = { … }`) rather than to one of its own locals, which
  /// it may call in its flow (`let ask = { … }; try await ask()`), and not to a property the
  /// body then calls itself.
  static func isStoredForLater(_ closure: BodyScope, in parent: BodyScope) -> Bool {
    guard case .closure(let c) = closure.kind else { return false }
    func isClosure(_ e: Expr) -> Bool {
      if case .closure(let d) = SyntaxQueries.stripped(e) { return d === c }
      return false
    }
    // `onRetry = { … }; try await onRetry?()`, `row.action = { … }; try await row.action()`:
    // a property the body calls after storing runs the closure in this flow (probes-dq s01, s04).
    let called = Set(parent.calls.compactMap { SyntaxQueries.dottedPath($0.callee) })
    func isCalledHere(_ target: String) -> Bool {
      called.contains(target.hasPrefix("self.") ? String(target.dropFirst(5)) : target)
    }
    for (target, values) in parent.assignments where values.contains(where: isClosure) {
      let isLocal = !target.contains(".") && !target.hasSuffix(BodyScope.elementSuffix) && parent.lookup(target) != nil
      if !isLocal, !isCalledHere(target) { return true }
    }
    return parent.memberAssignments.contains { m in
      isClosure(m.value) && !(SyntaxQueries.dottedPath(.member(m.target)).map(isCalledHere) ?? false)
    }
  }

  /// The first call made directly in the body that requests an evaluation: `requestEvaluation`,
  /// a producer, or a function of the program that requests one itself (a service that
  /// evaluates and reports inside: the prompt is still in the middle of that flow).
  private func directEvaluationRequest(
    in scope: BodyScope, map: [ObjectIdentifier: EvaluatorCall], requesters: EvaluationRequesters
  ) -> Name? {
    for call in scope.calls {
      if let e = map[ObjectIdentifier(call)] {
        if e.method == .requestEvaluation { return e.name }
        continue
      }
      if let name = SyntaxQueries.calleeName(call), requesters.requestsEvaluation(call, in: scope) { return name }
      // A local function of this body (or an enclosing one) that requests an evaluation.
      if case .identifier(let n) = SyntaxQueries.stripped(call.callee),
        let local = requesters.localFunction(n.text, in: scope),
        requesters.enterLocal(local)
      {
        defer { requesters.leaveLocal(local) }
        if evaluationRequest(in: local, map: map, children: [:], requesters: requesters, depth: 0) != nil { return n }
      }
    }
    return nil
  }

  /// The first call in the body (or its closures) that requests an evaluation: `requestEvaluation`
  /// or a call of a function of the program that returns an evaluation.
  private func evaluationRequest(
    in scope: BodyScope, map: [ObjectIdentifier: EvaluatorCall], children: [ObjectIdentifier: [BodyScope]],
    requesters: EvaluationRequesters, depth: Int
  ) -> Name? {
    if let name = directEvaluationRequest(in: scope, map: map, requesters: requesters) { return name }
    guard depth < 32 else { return nil }
    for child in children[ObjectIdentifier(scope)] ?? [] {
      if let n = evaluationRequest(in: child, map: map, children: children, requesters: requesters, depth: depth + 1) {
        return n
      }
    }
    return nil
  }

}

/// Which functions of the program request an evaluation: they return one (producers), or
/// call `requestEvaluation` or such a function in their body or its closures. Memoised;
/// recursion counts as "no".
final class EvaluationRequesters {
  /// The program the functions belong to.
  let facts: ProgramFacts
  private var memo: [Int32: Bool] = [:]
  private var inProgress: Set<Int32> = []

  /// Per body: its local functions' bodies by name (set by the caller for one file).
  var localFunctions: [ObjectIdentifier: [String: BodyScope]] = [:]
  /// Local function bodies being looked into (a recursive local function answers no).
  private var enteredLocals: Set<ObjectIdentifier> = []

  /// Answers for one analysis run.
  init(facts: ProgramFacts) { self.facts = facts }

  /// The body of the local function `name` seen from `scope`: declared in it or in a body
  /// enclosing it.
  func localFunction(_ name: String, in scope: BodyScope) -> BodyScope? {
    var current: BodyScope? = scope
    var hops = 0
    while let s = current, hops < 32 {
      if let f = localFunctions[ObjectIdentifier(s)]?[name] { return f }
      current = s.parent
      hops += 1
    }
    return nil
  }

  /// Marks a local function body as looked into; false when it already is (recursion).
  func enterLocal(_ body: BodyScope) -> Bool {
    enteredLocals.count < 8 && enteredLocals.insert(ObjectIdentifier(body)).inserted
  }

  /// Ends looking into a local function body.
  func leaveLocal(_ body: BodyScope) { enteredLocals.remove(ObjectIdentifier(body)) }

  /// Whether every function of the program the call may run requests an evaluation, or,
  /// when it runs none, whether it calls a closure property whose type returns an evaluation
  /// (a dependency client's `client.evaluate(context)`), as `missing_consumption_report` reads it.
  func requestsEvaluation(_ call: CallExpr, in scope: BodyScope) -> Bool {
    let all = facts.candidates(for: call, in: scope)
    if all.isEmpty {
      if case .implicitMember = SyntaxQueries.stripped(call.callee) { return false }
      guard let name = SyntaxQueries.calleeName(call) else { return false }
      return facts.program.index.closureProducerNames.contains(name.text)
        && !facts.receiverIsOfOutsideType(call, inFile: scope.fileIndex)
    }
    let candidates = all.filter { $0.decl.hasBody || $0.producesEvaluation }
    return !candidates.isEmpty && candidates.allSatisfy { $0.producesEvaluation || requests($0) }
  }

  private func requests(_ entry: FunctionEntry) -> Bool {
    if let known = memo[entry.id] { return known }
    guard inProgress.count < 8, inProgress.insert(entry.id).inserted, let body = facts.scope(of: entry) else {
      return false
    }
    let map = facts.evaluatorCallMap(inFile: entry.fileIndex)
    var result = false
    scan: for scope in facts.scopes(ofFile: entry.fileIndex).all where Self.isWithin(scope, body) {
      for call in scope.calls {
        if let e = map[ObjectIdentifier(call)] {
          if e.method == .requestEvaluation {
            result = true
            break scan
          }
        } else if requestsEvaluation(call, in: scope) {
          result = true
          break scan
        }
      }
    }
    inProgress.remove(entry.id)
    memo[entry.id] = result
    return result
  }

  /// The body itself, or a closure or local function written inside it.
  private static func isWithin(_ scope: BodyScope, _ body: BodyScope) -> Bool {
    var current: BodyScope? = scope
    var hops = 0
    while let s = current, hops < 64 {
      if s === body { return true }
      current = s.parent
      hops += 1
    }
    return false
  }
}
