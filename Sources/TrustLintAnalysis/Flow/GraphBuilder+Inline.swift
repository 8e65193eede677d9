import TrustLintSyntax

extension GraphBuilder {
  /// How the closure literal at argument `position` of a call runs (see `ClosureRun`).
  /// `found` are the program's declarations the call may reach.
  func closureRun(_ c: CallExpr, _ shape: CallShape, argument position: Int, found: [ResolvedCall]) -> ClosureRun {
    if !found.isEmpty {
      var run: ClosureRun?
      for r in found {
        let entry = index.functions[Int(r.function)]
        guard position < r.parameterOfArgument.count else { return .unknown }
        let p = entry.decl.parameters[r.parameterOfArgument[position]]
        let optional = p.type.map { index.isOptionalType($0.text, inFile: fileIndex) } ?? false
        let parameter = r.parameterOfArgument[position]
        let inPlace =
          !(p.isEscaping || optional)
          || (!optional && Self.resultComesOnlyFromClosure(entry.decl, parameter: parameter))
        var this: ClosureRun =
          inPlace
          ? .once
          : (!optional && Self.resultComesOnlyFromClosure(entry.decl, parameter: parameter, orNil: true))
            ? .atMostOnce : .escaping
        // A non-escaping parameter: how often the function's own body calls it.
        if this == .once, !(p.isEscaping || optional) {
          this =
            runFromBody(entry, parameter: parameter) {
              callReturnsClosureValue(c, shape, argument: position, found: [r])
            } ?? .once
        }
        if let prior = run, prior != this { return .unknown }
        run = this
      }
      return run ?? .unknown
    }
    guard let name = shape.name?.text else { return .unknown }
    let label = position < c.allArguments.count ? c.allArguments[position].label?.text : nil
    if shape.isBare && name == "Task" { return .escaping }
    if ClosureCallees.escaping.contains(name) { return .escaping }
    if case .identifier(let r)? = shape.receiver, r.text == "MainActor", name == "run" { return .once }
    if ClosureCallees.schedulesOnRunLoop(name, receiver: shape.receiver) { return .escaping }
    if ClosureCallees.once.contains(name) || ClosureCallees.continuations.contains(name) {
      // `withTaskCancellationHandler { … } onCancel: { … }`: only the operation surely runs.
      return label == "onCancel" ? .unknown : .once
    }
    guard shape.receiver != nil else { return .unknown }
    if ClosureCallees.atMostOnce.contains(name) { return .atMostOnce }
    if ClosureCallees.repeated.contains(name) {
      // `["push", "sms"].forEach { … }` runs once per element of a non-empty literal.
      if name == "forEach", let receiver = shape.receiver, let passes = literalPassCount(receiver) {
        return passes == 1 ? .once : .onceOrMore
      }
      // `batch.prefix(1).forEach { … }` runs at most once, as `for … in batch.prefix(1)` does
      // (over evaluations, each element stays a borrowed one of its own: `.repeated`).
      if name == "forEach", let receiver = shape.receiver, atMostOnePass(receiver), !isEvaluationCollection(receiver) {
        return .atMostOnce
      }
      return .repeated
    }
    return .unknown
  }

  /// Whether the call's value is what its closure at argument `position` returns: the
  /// framework's `MainActor.run`, `withTaskGroup`, `Optional.map`…, or a function of the
  /// program whose result type is the closure's (`func withRetry<T>(_ op: () async throws -> T) -> T`).
  func callReturnsClosureValue(_ c: CallExpr, _ shape: CallShape, argument position: Int, found: [ResolvedCall])
    -> Bool
  {
    guard !found.isEmpty else {
      guard let name = shape.name?.text else { return true }
      return !ClosureCallees.continuations.contains(name) && !ClosureCallees.repeated.contains(name)
    }
    return found.allSatisfy { r in
      let decl = index.functions[Int(r.function)].decl
      guard position < r.parameterOfArgument.count, let result = decl.resultType?.text,
        let closureType = decl.parameters[r.parameterOfArgument[position]].type?.text,
        let arrow = closureType.range(of: "->", options: .backwards)
      else { return false }
      let returned = closureType[arrow.upperBound...]
      return returned == result
        || Self.resultComesOnlyFromClosure(decl, parameter: r.parameterOfArgument[position], orNil: true)
    }
  }

  /// Whether a function's result can only be what its `@escaping` closure parameter returns:
  /// the result is a generic parameter of the function that no other parameter mentions, and
  /// the closure returns it (`func withTimeout<T>(_ op: @escaping () async throws -> T) async
  /// throws -> T`, which runs `op` in a child task). Such a function cannot return without
  /// running the closure, so the closure is lowered in place like a non-escaping one and the
  /// evaluation it returns is the caller's. A constraint other than `Sendable`, or a `where`
  /// clause, may give the function a way of its own (`T: ExpressibleByNilLiteral`): an escape.
  /// With `orNil`, the result is the closure's or nil (`… async -> T?`, giving up on a slow
  /// `op`): the closure runs at most once as far as the caller knows; its result is the caller's.
  static func resultComesOnlyFromClosure(_ decl: FunctionDecl, parameter: Int, orNil: Bool = false) -> Bool {
    guard var result = decl.resultType?.text else { return false }
    if orNil {
      guard result.hasSuffix("?"), !result.hasSuffix("??") else { return false }
      result.removeLast()
    }
    guard parameter < decl.parameters.count, decl.whereClause == nil,
      TypeScopes.genericNames(decl.genericParameters).contains(result),
      (TypeScopes.genericConstraints(decl.genericParameters)[result] ?? "Sendable") == "Sendable",
      let closureType = decl.parameters[parameter].type?.text,
      TypeText.functionResult(of: closureType) == result
    else { return false }
    for (i, other) in decl.parameters.enumerated() where i != parameter {
      if let text = other.type?.text, TypeText.identifiers(in: text).contains(result) { return false }
    }
    return true
  }

  /// A closure that outlives the call: a body of its own, and every capture escapes.
  func lowerEscapingClosure(_ c: ClosureExpr) {
    queueClosure(c)
    escapeMentions(from: c.lbrace, through: c.rbrace, includingInsightReads: true)
  }

  /// Lowers a closure that runs during the call in place (see `ClosureRun`). Its `return`s
  /// leave the closure, not the function; what it creates is owned by its run (a region, like
  /// a loop iteration). Returns the variable holding the closure's value.
  /// `caller`: the name token of the function of the program that runs the closure (messages).
  /// `elementOf`: the evaluation collection whose elements its one parameter borrows per run.
  func inlineClosure(
    _ c: ClosureExpr, run: ClosureRun, receiver: Int32?, handed: [(Int, Int32)] = [], caller: TokenIndex? = nil,
    elementOf: String? = nil
  ) -> Int32? {
    var params = c.parameters.isEmpty ? ["$0"] : c.parameters.map { $0.name.text }
    var bindings: [(String, Int32)] = []
    if run == .atMostOnce, let receiver, let first = params.first { bindings.append((first, receiver)) }
    // Parameters handed the caller's arguments (`withAudit(e) { ev in … }`, or `$1`).
    for (k, v) in handed {
      if c.parameters.isEmpty {
        while params.count <= k { params.append("$\(params.count)") }
      }
      if k < params.count { bindings.append((params[k], v)) }
    }
    // `withAudit { [e = evaluation] in … }`: the capture is `let e = evaluation`, read where the
    // closure is made; before, `e` named nothing and the report inside was lost (probes-ei p31).
    for (k, value) in c.captureValues.enumerated() where k < c.captures.count {
      let name = c.captures[k].text
      guard let value, trackedNames.contains(name), !params.contains(name), let v = lowerExpr(value) else { continue }
      params.append(name)
      bindings.append((name, v))
    }
    return inlineBody(
      c.body, lbrace: c.lbrace, rbrace: c.rbrace, run: run, parameters: params, bindings: bindings,
      optionalReceiver: run == .atMostOnce ? receiver : nil, implicitReturn: !discardsValue(c),
      thrownType: c.thrownType.flatMap { ThrownError.isErrorTypeName($0) ? $0 : nil }, caller: caller,
      parametersAreInout: true, elementOf: elementOf.map { ($0, c.parameters.first?.name.token ?? c.lbrace) })
  }

  /// Lowers a body in place: once, at most once, or repeatedly (see `ClosureRun`). `thrownType`:
  /// declared `throws(E)`. `parametersAreInout`: a closure, which may assign a parameter only
  /// when it is `inout` (`mutex.withLock { $0 = evaluation }` writes the caller's storage).
  func inlineBody(
    _ stmts: [Stmt], lbrace: TokenIndex, rbrace: TokenIndex, run: ClosureRun, parameters: [String],
    bindings: [(String, Int32)], optionalReceiver: Int32?, implicitReturn: Bool, thrownType: String? = nil,
    caller: TokenIndex? = nil, statuses: [String: Name] = [:], parametersAreInout: Bool = false,
    elementOf: (name: String, token: TokenIndex)? = nil
  ) -> Int32? {
    inlinedTokens += Int(rbrace - lbrace) + 1
    // Calls inside the body are covered by its own `try`s, not by one around the call.
    let counts = (opaqueCalls, inlinedCallCount, plainTryDepth)
    defer { (opaqueCalls, inlinedCallCount, plainTryDepth) = counts }
    plainTryDepth = 0
    let result = newVariable("closure", temporary: true)
    let start = current
    var head = current
    if run == .repeated || run == .onceOrMore || run == .retried {
      head = newNode()
      link(start, head)
      current = head
    }
    let retry = run == .retried ? beginRetries(head: head) : nil
    if let caller, run == .repeated || run == .onceOrMore || run == .retried {
      graph.rerunClosures.append(InlinedCall(call: caller, first: lbrace, last: rbrace))
    }
    current = branch()
    if let r = optionalReceiver { emit(.refine(variable: r, isNil: false)) }
    let region = newLoop(token: lbrace)
    let end = newNode()
    loopStack.append(region)
    pushScope(.inlined(region: region, end: end, result: result))
    scopes[scopes.count - 1].thrownType = thrownType
    for p in parameters {
      let v = declare(p)
      if parametersAreInout { inoutParameters.insert(v) }
      // `finish(status: .usedIncreasedFriction)`: inside, `status` holds that constant.
      if statuses[p] != nil || !statusConstants.isEmpty { statusConstants[v] = statuses[p] }
      if trackedNames.contains(p), let source = bindings.first(where: { $0.0 == p })?.1 {
        emit(.assign(to: v, from: [source]))
      } else if let e = elementOf, p == parameters.first, trackedNames.contains(p),
        let element = borrowObject(name: e.name, token: e.token, optional: false)
      {
        emit(.assign(to: v, from: [element]))
      }
    }
    if implicitReturn, stmts.count == 1, case .expr(let e) = stmts[0] {
      let mark = pendingTemps.count
      if let v = lowerExpr(e) { emit(.assign(to: result, from: [v])) }
      endStatement(mark)
      if isReachable { leaveInlined(.returns, token: SourceText.firstToken(of: e) ?? rbrace) }
    } else {
      let single = implicitReturn && stmts.count == 1 && stmts[0].yieldsBranchValues
      lowerStatements(stmts, result: single ? result : nil)
      if isReachable { leaveInlined(.fallsOffEnd, token: rbrace) }
    }
    scopes.removeLast()
    loopStack.removeLast()
    if let retry {
      scopes.removeLast()
      endRetries(retry)
    }
    current = end
    switch run {
    case .repeated:
      link(end, head)
      current = newNode()
      link(head, current)
    case .onceOrMore:
      link(end, head)
      current = newNode()
      link(end, current)
    case .atMostOnce:
      let skip = newNode()
      link(start, skip)
      current = skip
      if let r = optionalReceiver {
        emit(.refine(variable: r, isNil: true))
      } else if let caller {
        enterBranch(.skippedClosure(name: caller))
      }
      join([end, skip])
    default:
      break
    }
    return run == .repeated || run == .onceOrMore ? nil : result
  }

  /// The innermost inlined body around the current point.
  func innermostInlined() -> Int? {
    var i = scopes.count - 1
    while i >= 0 {
      if case .inlined = scopes[i].kind { return i }
      i -= 1
    }
    return nil
  }

  /// Leaves the innermost inlined body (its `return` or its end), running its `defer`s and
  /// ending its run.
  func leaveInlined(_ kind: FlowExit.Kind, token: TokenIndex) {
    guard let level = innermostInlined(), case .inlined(_, let end, _) = scopes[level].kind else { return }
    let exit = addExit(kind, token: token)
    unwind(to: level, exit: exit)
    link(current, end)
    deadEnd()
  }

  /// `return value` inside an inlined body: the value is the closure's (or local function's).
  func returnFromInlined(_ r: ReturnStmt) -> Bool {
    guard let level = innermostInlined(), case .inlined(_, _, let result) = scopes[level].kind else { return false }
    let mark = pendingTemps.count
    if let value = r.value, let v = lowerExpr(value) { emit(.assign(to: result, from: [v])) }
    endStatement(mark)
    leaveInlined(.returns, token: r.returnToken)
    return true
  }

  // MARK: Local functions

  /// A call of a local function (or of a closure kept in a local `let`) that captures or
  /// receives an evaluation, lowered in place: it runs before the call returns, so its reports
  /// are on the caller's paths. Recursion and very large bodies fall back to an escape.
  func inlineLocal(_ f: LocalBody, name: Name, c: CallExpr, arguments: [Int32?]) -> Int32? {
    let labels = CallShape.labels(of: c)
    let mapping = f.parameters.flatMap { labels.match($0) } ?? Array(f.names.indices.prefix(arguments.count))
    var bindings: [(String, Int32)] = []
    var statuses: [String: Name] = [:]
    let all = c.allArguments
    for (a, p) in mapping.enumerated() where a < arguments.count && p < f.names.count {
      if let v = arguments[a] { bindings.append((f.names[p], v)) }
      if a < all.count, let status = Self.constantStatus(of: all[a].value) { statuses[f.names[p]] = status }
    }
    inliningFunctions.append(f.name)
    enterLocalCall(InlinedCall(call: name.token, first: f.first, last: f.rbrace), bindings: bindings, f)
    let result = inlineBody(
      f.body, lbrace: f.lbrace, rbrace: f.rbrace, run: .once, parameters: f.names, bindings: bindings,
      optionalReceiver: nil, implicitReturn: f.returnsValue, thrownType: f.thrownType, statuses: statuses)
    leaveLocalCall()
    inliningFunctions.removeLast()
    // A local function or closure that reports a parameter on some paths only is at fault
    // itself (its own graph finds it at the parameter); the caller counts the call as a
    // report, as it does for a program function's `consumesSome` summary. Where it reports on
    // every path this changes nothing; one that never reports it leaves the obligation here.
    if isReachable {
      for (parameter, v) in bindings where Self.reportsParameter(parameter, from: f.lbrace, through: f.rbrace, in: tree)
      {
        emit(.excuseUnreported(variable: v))
      }
    }
    return result
  }

  /// Whether `name.reportConsumption` (or `name?.` / `name!.`) is written between the tokens.
  static func reportsParameter(_ name: String, from first: TokenIndex, through last: TokenIndex, in tree: SyntaxTree)
    -> Bool
  {
    let end = min(Int(last), tree.tokens.count - 1)
    var i = Int(first)
    while i + 2 <= end {
      if tree.text(of: Int32(i)) == name {
        var j = i + 1
        let next = tree.text(of: Int32(j))
        if next == "?" || next == "!" { j += 1 }
        if j + 1 <= end, tree.text(of: Int32(j)) == ".",
          tree.text(of: Int32(j + 1)) == TrustInsightsNames.reportConsumption
        {
          return true
        }
      }
      i += 1
    }
    return false
  }

  /// Whether a closure may be lowered in place (within the budget).
  func mayInlineClosure(_ c: ClosureExpr) -> Bool {
    inlinedTokens + Int(c.rbrace - c.lbrace) < Self.maxInlinedTokens
  }

  /// Whether a direct call of this local function may be lowered in place.
  func mayInline(_ f: LocalBody) -> Bool {
    let size = Int(f.rbrace - f.lbrace)
    return !inliningFunctions.contains(f.name) && inlinedTokens + size < Self.maxInlinedTokens
      && inliningFunctions.count < 8
  }

  /// What a local function's body mentions escapes with it (it is passed on as a value, or
  /// called from a closure that outlives the call).
  /// `try validate(read)` with `let read = { try evaluation.insight.outcome.get() }`: a local
  /// closure or function passed by name to a parameter the callee runs during the call (a
  /// non-escaping closure parameter of a program function) does not outlive it, so reading the
  /// insight in it takes nothing over; what it reports or hands on still escapes (its body is
  /// not followed here). True when the argument was handled so.
  func passesLocalBodyRunDuringCall(
    _ c: CallExpr, _ shape: CallShape, _ value: Expr, _ position: Int, _ early: [ResolvedCall]?
  ) -> Bool {
    guard case .identifier(let n) = value, let f = localFunctions[n.text], !trackedNames.contains(n.text) else {
      return false
    }
    let found = early ?? candidates(for: c, shape, receiverIsEvaluation: false)
    guard !found.isEmpty else { return false }
    let run = closureRun(c, shape, argument: position, found: found)
    guard run != .escaping && run != .unknown else { return false }
    escapeMentions(from: f.lbrace, through: f.rbrace)
    return true
  }

  func escapeCaptures(of f: LocalBody) {
    // Each local function is scanned once per outermost call: escaping a variable again at
    // the same point changes nothing, and forgetting the names after each scan made local
    // functions that each mention the next twice cost 2^depth (74 s at depth 24).
    let outermost = escapingLocalFunctions.isEmpty
    guard escapingLocalFunctions.insert(f.name).inserted else { return }
    escapeMentions(from: f.lbrace, through: f.rbrace, includingInsightReads: true)
    if outermost { escapingLocalFunctions.removeAll() }
  }
}
