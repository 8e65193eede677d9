import TrustLintSyntax

/// Before lowering a body, finds the names that may ever hold an evaluation: evaluation
/// parameters and `self` (the seeds), names bound from a creation, and names bound from
/// other such names (to a fixed point). Scoping is ignored, so the set is an over-approximation:
/// the builder emits events only for these names, and the dataflow is exact about the rest.
/// Closures are not entered (they are bodies of their own).
enum TrackedNames {
  /// The names, and the report flags: local `Bool`s set next to a report (`reported = true`
  /// beside `evaluation.reportConsumption(…)`), with the value that means "reported".
  static func compute(_ stmts: [Stmt], seeds: Set<String>, builder: GraphBuilder) -> (
    names: Set<String>, reportFlags: [String: Bool], taskNames: Set<String>, conditions: Set<String>,
    literalConditions: Set<String>, sources: [String: [Expr]], bound: Set<String>
  ) {
    var pairs: [(name: String, source: Expr)] = []
    var flagCandidates: [(flag: String, value: Bool, reports: Bool, passes: [String])] = []
    var conditions = ConditionCandidates()
    var walker = BindingWalker()
    var bound: Set<String> = []
    walker.onBinding = { name, source in
      bound.insert(name)
      if let source { pairs.append((name, source)) }
      conditions.noteBinding(name, source)
    }
    walker.onSelfPropertyAssigned = { bound.insert($0) }
    walker.onCondition = { conditions.noteTest($0) }
    walker.onStatementList = { list in flagCandidates += flagAssignments(in: list) }
    // Both hooks ask about every closure argument of the same call in turn: the call's
    // candidates and hand-offs are looked up once per call, not per argument and hook.
    // The call itself is kept, not its address: a call the lowering writes afresh
    // (`withFunctionReferencesAsClosures`) is freed after the walk asks about it, and a later
    // one may take its address, which would answer with the stale call's candidates.
    var lastCall: (call: CallExpr, found: [ResolvedCall], handOffs: [Int: [(parameter: Int, argument: Int)]]?)?
    func found(_ c: CallExpr) -> [ResolvedCall] {
      if let last = lastCall, last.call === c { return last.found }
      let found = builder.candidates(for: c, CallShape(c), receiverIsEvaluation: false)
      lastCall = (c, found, nil)
      return found
    }
    walker.closureRun = { c, position in
      let run = builder.closureRun(c, CallShape(c), argument: position, found: found(c))
      return run == .escaping || run == .unknown ? nil : run
    }
    walker.callAsLowered = { c, localBody in
      builder.withFunctionReferencesAsClosures(
        c, isLocal: { localBody($0) != nil || bound.contains($0) }, localBody: localBody)
    }
    walker.functionReference = { e, isLocal in
      builder.functionReferenceClosure(e) { isLocal($0) || bound.contains($0) }
    }
    walker.handOff = { c, position in
      let calls = found(c)
      guard calls.count == 1 else { return [] }
      let handOffs = lastCall?.handOffs ?? builder.handOffs(c, calls)
      lastCall?.handOffs = handOffs
      let all = c.allArguments
      return (handOffs[position] ?? []).map { ($0.parameter, all[$0.argument].value) }
    }
    walker.walk(stmts)
    // `let task = Task { await evaluate() }`: `task.value` is a new evaluation.
    var tasks: Set<String> = []
    for pair in pairs where isEvaluationTask(pair.source, builder) { tasks.insert(pair.name) }
    builder.evaluationTaskNames = tasks
    var tracked = seeds
    var changed = true
    var rounds = 0
    while changed && rounds < 32 {
      changed = false
      rounds += 1
      for pair in pairs where !tracked.contains(pair.name) {
        if mayHold(pair.source, tracked, builder) {
          tracked.insert(pair.name)
          changed = true
        }
      }
    }
    var polarity: [String: Set<Bool>] = [:]
    for c in flagCandidates where c.reports || c.passes.contains(where: { tracked.contains($0) }) {
      polarity[c.flag, default: []].insert(c.value)
    }
    var flags: [String: Bool] = [:]
    for (flag, values) in polarity where values.count == 1 && !tracked.contains(flag) { flags[flag] = values.first! }
    // Report flags are conditions too: followed path by path where a slot is left for them.
    let correlated = conditions.names(excluding: tracked, flags: Set(flags.keys))
    // What each name that holds an evaluation is bound from (`GraphBuilder+NeverProducingDoubles.swift`).
    var sources: [String: [Expr]] = [:]
    for pair in pairs where tracked.contains(pair.name) { sources[pair.name, default: []].append(pair.source) }
    return (tracked, flags, tasks, correlated, conditions.literallySet, sources, bound)
  }

  /// `Task { … }` / `Task.detached { … }` whose closure returns an evaluation.
  static func isEvaluationTask(_ expr: Expr, _ builder: GraphBuilder) -> Bool {
    guard case .call(let c) = expr, let closure = c.allArguments.last?.value, case .closure(let body) = closure
    else { return false }
    switch c.callee {
    case .identifier(let n) where n.text == "Task": break
    case .member(let m) where m.name.text == "detached":
      if case .identifier(let n) = m.base, n.text == "Task" { break } else { return false }
    default: return false
    }
    let saved = builder.evaluationTaskNames
    defer { builder.evaluationTaskNames = saved }
    let inner = compute(body.body, seeds: [], builder: builder).names
    if body.body.count == 1, case .expr(let e) = body.body[0] { return mayHold(e, inner, builder) }
    return returnedValues(body.body).contains { mayHold($0, inner, builder) }
  }

  /// The values of `return` statements in a body (not inside nested closures) and, for a body
  /// that is one `if`/`switch` (or `#if` of one expression per clause), its branches' values
  /// (`{ if backup { try await b.requestEvaluation(…) } else { … } }`).
  static func returnedValues(_ stmts: [Stmt]) -> [Expr] {
    var out: [Expr] = []
    if stmts.count == 1, stmts[0].yieldsBranchValues { SyntaxQueries.implicitValues(stmts[0], into: &out) }
    var stack = stmts
    var steps = 0
    while let s = stack.popLast(), steps < 100_000 {
      steps += 1
      switch s {
      case .returnStmt(let r): if let v = r.value { out.append(v) }
      default: s.appendNestedStatements(to: &stack)
      }
    }
    return out
  }

  /// `flag = true` / `flag = false` statements in a list that also reports (or passes a name
  /// to a call, checked against the tracked names later).
  static func flagAssignments(in list: [Stmt]) -> [(flag: String, value: Bool, reports: Bool, passes: [String])] {
    var assigns: [(String, Bool)] = []
    var reports = false
    var passes: [String] = []
    for s in list {
      guard case .expr(var e) = s else { continue }
      if case .try(let t) = e { e = t.operand }
      if case .await(_, let op) = e { e = op }
      switch e {
      case .assign(let b):
        if b.op.text == "=", case .identifier(let n) = b.lhs, case .literal(let l) = b.rhs,
          l.kind == .true || l.kind == .false
        {
          assigns.append((n.text, l.kind == .true))
        }
      case .call(let c):
        let shape = CallShape(c)
        if shape.name?.text == "reportConsumption" { reports = true }
        for a in c.allArguments { if case .identifier(let n) = a.value { passes.append(n.text) } }
        if let r = shape.receiver, case .identifier(let n) = GraphBuilder.memberChain(r).root { passes.append(n.text) }
      default:
        break
      }
    }
    guard !assigns.isEmpty, reports || !passes.isEmpty else { return [] }
    return assigns.map { ($0.0, $0.1, reports, passes) }
  }

  /// What the closures of a call return when that is the call's value (`{ … }()`,
  /// `MainActor.run { … }`, a generic `withRetry { … }`).
  static func closureValues(_ c: CallExpr, _ shape: CallShape, _ builder: GraphBuilder) -> [Expr] {
    func values(_ closure: ClosureExpr) -> [Expr] {
      if closure.body.count == 1, case .expr(let e) = closure.body[0] { return [e] }
      return returnedValues(closure.body)
    }
    if case .closure(let closure) = c.callee { return values(closure) }
    var out: [Expr] = []
    var found: [ResolvedCall]?
    for (i, a) in c.allArguments.enumerated() {
      guard case .closure(let closure) = a.value else { continue }
      let candidates = found ?? builder.candidates(for: c, shape, receiverIsEvaluation: false)
      found = candidates
      let run = builder.closureRun(c, shape, argument: i, found: candidates)
      if run == .once || run == .atMostOnce || run == .retried,
        builder.callReturnsClosureValue(c, shape, argument: i, found: candidates)
      {
        out += values(closure)
      }
    }
    return out
  }

  /// Whether an expression's value may be an evaluation held by a tracked name or created here.
  static func mayHold(_ expr: Expr, _ tracked: Set<String>, _ builder: GraphBuilder) -> Bool {
    var stack = [expr]
    var steps = 0
    while let e = stack.popLast(), steps < 4096 {
      steps += 1
      // `pending[id]`, `queue.popLast()`: an element of a stored collection of evaluations.
      if builder.takenElementCollection(e) != nil { return true }
      switch e {
      case .identifier(let n):
        if tracked.contains(n.text) || builder.index.propertyProducerNames.contains(n.text)
          || builder.index.borrowed.names.contains(n.text) || builder.isEvaluationCollection(e)
        {
          return true
        }
      case .call(let c):
        let shape = CallShape(c)
        stack.append(contentsOf: closureValues(c, shape, builder))
        // `for e in queued.prefix(1)`: an element of `queued`.
        if let base = builder.onePassSliceBase(e) { stack.append(base) }
        // `try #require(maybe)`, `try XCTUnwrap(maybe)`: the argument, unwrapped.
        if let unwrapped = builder.unwrapAssertionArgument(c, shape) { stack.append(unwrapped) }
        // `try result.get()` on a `Result` holder (`GraphBuilder+Results.swift`).
        if shape.name?.text == "get", c.arguments.isEmpty, let r = shape.receiver {
          if case .identifier(let n) = r, tracked.contains(n.text) { return true }
          // `try await gate.evaluate().get()` on a `Result` producer's value.
          if case .call = SyntaxQueries.stripped(r) { stack.append(r) }
        }
        if shape.isBare, let name = shape.name?.text, builder.localProducers[name] != nil { return true }
        // `Fetcher(…).fetch()`: a method of a local type declared with an evaluation result.
        if !shape.isBare, !builder.localTypes.isEmpty, let name = shape.name?.text,
          builder.localTypeMethod(c, shape, name: name)?.producer != nil
        {
          return true
        }
        // `withCheckedThrowingContinuation { c in … c.resume(returning: …requestEvaluation(…)) }`.
        if builder.continuationProducer(c, shape) != nil { return true }
        if shape.name == nil, builder.optionalClosureProducerName(c) != nil { return true }
        guard let name = shape.name?.text,
          name == "requestEvaluation" || builder.index.producerNames.contains(name)
            || builder.index.closureProducerNames.contains(name) || builder.producerParameters[name] != nil
            || builder.options.producingNames.contains(name) || builder.index.mayCallProducingValue(name)
            || builder.index.genericResultMethodNames.contains(name)
        else { continue }
        let found = builder.candidates(for: c, shape, receiverIsEvaluation: false)
        if builder.createsEvaluation(c, shape, found).0 { return true }
        // `cache.value(for: id)`: a generic reader's borrowed evaluation (`GraphBuilder+GenericReaders.swift`).
        if builder.index.genericResultMethodNames.contains(name),
          builder.genericReaderBorrows(c, shape, found.map { builder.index.functions[Int($0.function)] }) != nil
        {
          return true
        }
      case .try(let t): stack.append(t.operand)
      case .await(_, let op):
        // `try await risk[.payment]` of an async subscript returning an evaluation.
        if case .subscript(let s) = op, builder.asyncSubscriptProducer(s) != nil { return true }
        stack.append(op)
      case .optionalChain(let op, _), .forceUnwrap(let op, _): stack.append(op)
      case .cast(let c): if c.kind != .is { stack.append(c.operand) }
      case .prefix(let op, let operand): if op.text == "consume" || op.text == "copy" { stack.append(operand) }
      case .ternary(let t): stack.append(contentsOf: [t.then, t.otherwise])
      case .binary(let b): if b.op.text == "??" { stack.append(contentsOf: [b.lhs, b.rhs]) }
      case .tuple(let t): if t.elements.count == 1 && t.elements[0].label == nil { stack.append(t.elements[0].value) }
      case .ifExpr, .switchExpr: return true
      case .member(let m):
        if builder.index.propertyProducerNames.contains(m.name.text)
          || builder.index.borrowed.names.contains(m.name.text)
          || builder.index.borrowed.collectionNames.contains(m.name.text)
        {
          return true
        }
        let (root, names) = GraphBuilder.memberChain(e)
        if GraphBuilder.evaluationTaskName(root, names, builder) != nil { return true }
        // `result.evaluation` of a tracked tuple producer's value (`GraphBuilder+WrapperSlots.swift`).
        if names.count == 1, case .identifier(let n) = root, tracked.contains(n.text) { return true }
      default: break
      }
    }
    return false
  }
}
