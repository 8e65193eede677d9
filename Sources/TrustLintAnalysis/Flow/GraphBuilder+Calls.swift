import TrustLintSyntax

extension GraphBuilder {
  /// Whether the call creates an evaluation: `requestEvaluation(…)` (any receiver, any labels,
  /// unless it resolves only to program functions that return something else, which
  /// `candidates` decides by the receiver), a producer of the program, or a configured
  /// producing function.
  func createsEvaluation(_ c: CallExpr, _ shape: CallShape, _ candidates: [ResolvedCall]) -> (Bool, optional: Bool) {
    guard let name = shape.name?.text else { return (false, false) }
    let entries = candidates.map { index.functions[Int($0.function)] }
    if !entries.isEmpty && entries.allSatisfy({ $0.producesEvaluation }) {
      // Only doubles that throw or trap, on a receiver known to be of a concrete type
      // (`MockEvaluator().requestEvaluation(…)` in a test): no evaluation can come back. On a
      // protocol the framework's conformance (no body in the program) may run instead.
      if entries.allSatisfy({ $0.neverReturnsEvaluation }), let type = receivers?.typeName(c),
        !index.isProtocol(type)
      {
        return (false, false)
      }
      return (true, entries.contains { $0.returnsOptional || $0.tupleEvaluation?.isOptional == true })
    }
    // `useCase.execute(…)` whose declared result `Output` the receiver's type binds to an
    // evaluation (`AnyUseCase<Category, CoachingEvaluation>`).
    if let generic = genericResultCreatesEvaluation(c, shape, entries) { return generic }
    if name == "requestEvaluation" && !shape.isImplicitMember {
      // Declared nowhere in the program: the framework's, unless the receiver is known to be
      // another type and nothing passed is a context (a vendor SDK's method of that name).
      return (entries.isEmpty && receivers?.runsOtherTypesMethod(c) != true, false)
    }
    // A closure property returning an evaluation (`client.evaluate(context)`), unless the
    // receiver is a value of another module's type (`predicate.evaluate(with: item)` on an
    // `NSPredicate`, `validator.evaluate(.iban)` on a form kit's validator): the property is
    // matched by name only, so such calls were all taken for unreported evaluations.
    if entries.isEmpty && !shape.isImplicitMember && index.closureProducerNames.contains(name),
      receivers?.runsOutsideProgramMethod(c) != true, receivers?.receiverIsOutsideProgram(c) != true
    {
      return (true, index.optionalClosureProducerNames.contains(name))
    }
    // The function's own closure parameter returning one (`evaluate: () async throws -> E`).
    if entries.isEmpty && shape.isBare && !producerParameters.isEmpty, let optional = producerParameters[name] {
      return (true, optional)
    }
    if entries.isEmpty && !options.producingNames.isEmpty && options.producingNames.contains(name) {
      return (true, true)
    }
    return (false, false)
  }

  func lowerCall(_ c: CallExpr) -> Int32? {
    if !trackedNames.isEmpty, let lowered = lowerOptionalChainedCall(c) { return lowered }
    if !trackedNames.isEmpty, let lowered = lowerOptionalRequirementCall(c) { return lowered }
    return lowerCallOnce(c)
  }

  /// Lowers a call (see `lowerCall`; `GraphBuilder+OptionalCalls.swift` wraps it).
  func lowerCallOnce(_ written: CallExpr) -> Int32? {
    // `pipe(evaluation, record)`: a function named as an argument runs as `{ record($0) }`.
    let c =
      trackedNames.isEmpty
      ? written
      : withFunctionReferencesAsClosures(
        written,
        isLocal: { self.bindings.bound.contains($0) || self.lookup($0) != nil || self.localFunctions[$0] != nil },
        localBody: { self.localFunctions[$0] })
    let shape = CallShape(c)
    if !propertyConditionSlots.isEmpty, callMayChangeFlags(c, shape) { forgetPropertyConditions() }
    guard let name = shape.name else {
      forgetBorrowed(nil)  // `onCancel?()`: whatever closure it holds may set the state (probes-fb p02).
      for a in c.allArguments { escapeValue(a.value, token: c.openToken) }
      // `{ … }()` runs once, here.
      if case .closure(let closure) = c.callee, !trackedNames.isEmpty, mayInlineClosure(closure) {
        inlinedCallCount += 1
        return inlineClosure(closure, run: .once, receiver: nil)
      }
      opaqueCalls += 1
      _ = lowerExpr(c.callee)
      // `try await provider?()`: an optional closure returning an evaluation.
      if let closure = optionalClosureProducerName(c) {
        return createObject(callee: closure.text, token: closure.token, optional: true)
      }
      return nil
    }
    if !trackedNames.isEmpty, let unwrapped = lowerUnwrapAssertion(c, shape) { return unwrapped }
    // A function of the program may assign the stored evaluations: reads after it borrow afresh,
    // as after a `send`/`post` that runs the program's subscribers at once (probes-ev p14).
    if !borrowedHolders.isEmpty, name.text != "reportConsumption",
      localFunctions[name.text] != nil || !index.functions(named: name.text).isEmpty
        || Self.deliversToSubscribers(name.text),
      !isGenericRead(c, shape, name: name.text)
    {
      // `discardEvaluation()` reporting the property read before: a report of that read.
      if localFunctions[name.text] == nil { reportStoredBySelfCall(c, shape, name: name) }
      if !callLeavesHeldReadsAlone(c, shape, name: name.text) { forgetBorrowed(nil) }
    } else if !borrowedHolders.isEmpty {
      forgetHeldReadsAcrossLibraryCall(c, shape, name: name.text)
    }
    forgetReaderKeysAcrossClosureCall(shape, name: name.text)
    var receiver: Int32?
    let outcomeMark = pendingOutcomeReads.count
    if let r = shape.receiver {
      receiver = lowerExpr(r)
      if receiver == nil, name.text == "reportConsumption", case .identifier(let n) = Self.memberChain(r).root {
        receiver = trackedVariable(n.text)
      }
    } else if shape.isBare, let s = selfVariable, name.text == "reportConsumption" {
      receiver = s
    }
    if name.text == "toggle", case .identifier(let n)? = shape.receiver { setCondition(n.text, to: nil) }
    if !resultHolders.isEmpty, let held = resultGet(c, name: name.text, receiver: receiver) { return held }
    // `gate.evaluate().mapError { … }`: another `Result` is made of it, which this body does
    // not follow (it is returned, kept or switched on as a new value).
    if !resultHolders.isEmpty, let r = receiver, resultHolders.contains(r), !Self.isResultGet(shape.receiver) {
      emit(.escape(variable: r, token: name.token))
    }
    let localMethod = shape.isBare || localTypes.isEmpty ? nil : localTypeMethod(c, shape, name: name.text)
    let localFunction = shape.isBare ? (localFunctions.isEmpty ? nil : localFunctions[name.text]) : localMethod?.body
    // Closures are resolved early: whether they run during the call depends on the callee.
    // A body that holds no evaluation lowers them as bodies of their own, as it always may.
    var early: [ResolvedCall]?
    if localFunction == nil, !trackedNames.isEmpty, Self.hasClosureArgument(c) {
      early = candidates(for: c, shape, receiverIsEvaluation: receiver != nil)
    }
    if localFunction == nil, !index.evaluationClosureTakerNames.isEmpty,
      index.evaluationClosureTakerNames.contains(name.text), Self.hasClosureArgument(c)
    {
      noteClosureSeeds(c, early ?? candidates(for: c, shape, receiverIsEvaluation: receiver != nil))
    }
    if localFunction == nil, Self.hasClosureArgument(c) {
      noteSinkClosureSeeds(c, shape)
      noteStreamClosureSeeds(c, shape)
      noteTaskGroupClosure(c, shape)
      noteDiscardedClosureValues(c, shape, early: early, receiverIsEvaluation: receiver != nil)
    }
    // Arguments, then trailing closures (`allArguments` order), without building that array:
    // every call of every body passes here.
    var arguments: [CallSite.Argument] = []
    var values: [Int32?] = []
    var inlined: [(closure: ClosureExpr, run: ClosureRun, position: Int)] = []
    var handsOverClosure = false
    // `try body(e)` on the function's own non-escaping closure parameter: the caller's
    // closure receives `e` (`GraphBuilder+HandOff.swift`), nothing escapes here.
    let handsToCaller = callsHandOffParameter(shape)
    let count = c.arguments.count + c.trailingClosures.count
    let assertion = beginAssertionArguments(shape, name: name.text)
    for i in 0..<count {
      let a = i < c.arguments.count ? c.arguments[i] : c.trailingClosures[i - c.arguments.count]
      if let early, case .closure(let closure) = a.value {
        let run = closureRun(c, shape, argument: i, found: early)
        if run == .escaping {
          lowerEscapingClosure(closure)
          if localFunction != nil { values.append(nil) }
          continue
        }
        if run != .unknown && mayInlineClosure(closure) {
          inlined.append((closure, run, i))
          continue
        }
        handsOverClosure = true
      }
      if localFunction == nil, !localFunctions.isEmpty, passesLocalBodyRunDuringCall(c, shape, a.value, i, early) {
        continue
      }
      let v = lowerExpr(a.value)
      if localFunction != nil { values.append(v) }
      if let v {
        if handsToCaller && passesOwnParameter(a.value) {
          emit(.handOff(variable: v))
        } else {
          arguments.append(CallSite.Argument(index: i, variable: v, reportSite: -1))
        }
      }
    }
    if let assertion { endAssertionArguments(assertion) }
    if let f = localFunction {
      if let optional = shape.isBare ? localProducers[name.text] : localMethod?.producer {
        // A local producer: the evaluation exists from this call on (its body returns it).
        escapeCaptures(of: f)
        for v in values { if let v { emit(.escape(variable: v, token: name.token)) } }
        return createObject(callee: name.text, token: name.token, optional: optional)
      }
      inlinedLocalFunctions.insert(f.name)
      return lowerLocalCall(f, name: name, c: c, values: values)
    }
    // A framework call that only runs its closures (`MainActor.run`) throws only what they throw;
    // not an SDK's `engine.sync` (not named as a queue) or an awaited sequence operation
    // (`await quotes.first(where:)`). A throwing discarding task group also throws what its
    // child tasks throw, with no `try` in its body; when no closure written in it, child tasks
    // included, can throw, it throws nothing either.
    let childTasksCannotThrow =
      !ClosureCallees.rethrowsChildTasks.contains(name.text)
      || inlined.allSatisfy { Self.closureCannotThrow($0.closure, includingNested: true) }
    let onlyRunsClosures =
      !inlined.isEmpty && !handsOverClosure && early?.isEmpty == true
      && !ClosureCallees.continuations.contains(name.text) && childTasksCannotThrow
      && (name.text != "sync" || shape.receiver.map(Self.namesAQueue) == true) && !awaitsSequenceOperation(c, name.text)
    if onlyRunsClosures { inlinedCallCount += 1 } else { opaqueCalls += 1 }
    // What a closure returns is the call's value (`MainActor.run`, a generic `withRetry`) or
    // it escapes with the closure's result.
    var closureValue: Int32?
    // `withAudit(e) { ev in … }`: the closure's parameters that receive the call's arguments.
    let handed = early.map { inlined.isEmpty && !handsOverClosure ? [:] : handOffs(c, $0) } ?? [:]
    var handedInPlace: Set<Int> = []
    // `bestEffort { try journal.append(data) }` without `try`: the call cannot throw, so the
    // callee catches what its closures throw; those errors end at the call, not the body.
    let caught: Int32? = plainTryDepth == 0 && !inlined.isEmpty ? newNode() : nil
    if let caught { pushScope(.catching(handler: caught, unmatched: nil)) }
    // `try withReport(e) { try ledger.post() }`: the callee handles what its closures throw
    // before passing it on (a `defer` or `catch` of its own may report `e`).
    let rethrow = caught == nil && !inlined.isEmpty ? beginCalleeHandledErrors(early, arguments, receiver) : nil
    // Closures of which the callee runs exactly one: branches of one fork.
    let alternatives = closuresAreAlternatives(inlined.map { ($0.run, $0.position) }, found: early ?? [])
    let fork = current
    var forkEnds: [Int32] = []
    for item in inlined {
      if alternatives { current = fork }
      let bindings: [(Int, Int32)] = (handed[item.position] ?? []).compactMap { pair in
        arguments.first(where: { $0.index == pair.argument }).map { (pair.parameter, $0.variable) }
      }
      if handed[item.position] != nil { handedInPlace.insert(item.position) }
      let v = inlineClosure(
        item.closure, run: alternatives ? .once : item.run,
        receiver: item.run == .atMostOnce && early?.isEmpty != false ? receiver : nil,
        handed: bindings, caller: early?.isEmpty == false ? name.token : nil,
        elementOf: elementCollectionName(shape, item.closure, run: item.run, found: early))
      if let v {
        keepClosureValue(v, run: item.run, lbrace: item.closure.lbrace, alternative: alternatives, in: &closureValue) {
          callReturnsClosureValue(c, shape, argument: item.position, found: early ?? [])
        }
      }
      if alternatives { forkEnds.append(current) }
    }
    if alternatives { join(forkEnds) }
    if let caught {
      scopes.removeLast()
      if reachable[Int(caught)] { join([current, caught]) }
    }
    if rethrow != nil { scopes.removeLast() }
    // A closure the evaluation is handed to that is not lowered here: it escapes into it.
    for (position, pairs) in handed where !handedInPlace.contains(position) {
      for pair in pairs {
        if let a = arguments.first(where: { $0.index == pair.argument }) {
          emit(.escape(variable: a.variable, token: name.token))
        }
      }
    }
    // Resolution allocates: only calls that can matter are resolved.
    let text = name.text
    let mayMatter =
      receiver != nil || !arguments.isEmpty || text == "requestEvaluation" || isNeverReturningName(text)
      || pendingOutcomeReads.count > outcomeMark
      || index.mayMatterAsCallee(text, inEvaluationExtension: shape.isBare && selfVariable != nil)
      || index.mayCallProducingValue(text) || index.genericResultMethodNames.contains(text)
    var found = early ?? (mayMatter ? candidates(for: c, shape, receiverIsEvaluation: receiver != nil) : [])
    if found.count > 1, !arguments.isEmpty { found = narrowedByArgumentTypes(found, arguments) }
    if found.count > 1, let r = shape.receiver { found = narrowedByStaticness(found, receiver: r) }
    // `decide(evaluation)` in a class's member may run a subclass's override.
    var overridden = false
    if !arguments.isEmpty { (found, overridden) = addingOverrides(found, c, shape, name: text) }
    // A value read from the outcome handed to the program (`Friction(outcome: e.insight.outcome)`)
    // is tested there; a logger's `Any` or `String` parameter only describes it (+LoggedOutcomes).
    if !found.isEmpty && pendingOutcomeReads.count > outcomeMark && !onlyDescribesArguments(found) {
      for v in Set(pendingOutcomeReads[outcomeMark...]).sorted() { emit(.outcomeRead(variable: v, isTest: true)) }
    }
    if receiver == nil, shape.isBare, let s = selfVariable,
      found.contains(where: { index.functions[Int($0.function)].isEvaluationExtension })
    {
      receiver = s
      found = found.filter { index.functions[Int($0.function)].isEvaluationExtension }
    }
    if name.text == "reportConsumption", !found.isEmpty { found = droppingOverloadsTakingOtherTypes(c, found) }
    if name.text == "reportConsumption" && found.isEmpty {
      if let rethrow { passOnCalleeHandledErrors(rethrow, site: nil) }
      for a in arguments { emit(.escape(variable: a.variable, token: name.token)) }
      if let receiver {
        // The status written there, or held by a local constant (`let status = .usedIncreasedFriction`).
        var status = Self.constantStatus(c)
        if status == nil, !statusConstants.isEmpty, case .identifier(let n)? = c.arguments.first?.value,
          let v = lookup(n.text)
        {
          status = statusConstants[v]
        }
        var site = ReportSite(
          variable: receiver, token: name.token, isDirect: true, constantStatus: status?.text,
          statusToken: status?.token)
        site.inlinedCall = inlinedCalls.first
        site.deferRun = runningDefer
        graph.reportSites.append(site)
        emit(.report(site: Int32(graph.reportSites.count - 1)))
      }
      return nil
    }
    if let receiver, !found.isEmpty {
      arguments.insert(CallSite.Argument(index: -1, variable: receiver, reportSite: -1), at: 0)
    } else if let receiver, handsOverClosure {
      // `evaluation.map { $0.reportConsumption(…) }`: an unknown method hands the receiver to a closure.
      emit(.escape(variable: receiver, token: name.token))
    }
    escapeHandedToFunctionValues(c, found, arguments, token: name.token)  // `pipe(e, sink)`: +HandOff
    if !arguments.isEmpty {
      // `report(e, .usedIncreasedFriction)`: the constant status a reporting helper is given.
      let status = found.isEmpty ? nil : helperConstantStatus(c, found)
      for k in arguments.indices {
        var site = ReportSite(
          variable: arguments[k].variable, token: name.token, isDirect: false, constantStatus: status?.text,
          statusToken: status?.token)
        site.inlinedCall = inlinedCalls.first
        site.deferRun = runningDefer
        graph.reportSites.append(site)
        arguments[k].reportSite = Int32(graph.reportSites.count - 1)
      }
      var callSite = CallSite(
        name: name.text, token: name.token, candidates: found, arguments: arguments,
        isConfiguredConsumer: found.isEmpty && options.consumingNames.contains(name.text))
      if overridden || (found.count > 1 && shape.receiver != nil && !shape.isBare && receivers?.typeName(c) != nil)
        || areIfConfigAlternatives(found)
      {
        callSite.isDispatch = true
      }
      if handsToCaller, found.isEmpty, let lent = borrowingCalls[name.token] {
        callSite.borrows = lendsAll(arguments, of: c, lent)
      }
      graph.callSites.append(callSite)
      emit(.call(site: Int32(graph.callSites.count - 1)))
      if let rethrow { passOnCalleeHandledErrors(rethrow, site: Int32(graph.callSites.count - 1)) }
    } else if let rethrow {
      passOnCalleeHandledErrors(rethrow, site: nil)
    }
    if isNeverReturning(shape, found) {
      deadEnd()
      return nil
    }
    let (creates, optional) = createsEvaluation(c, shape, found)
    if creates {
      // A producer's result stands for what its closure returned.
      if let closureValue { emit(.escape(variable: closureValue, token: name.token)) }
      // `evaluator?.requestEvaluation(…)` makes nothing when the receiver is nil.
      var optionalReceiver = false
      if case .optionalChain? = shape.receiver { optionalReceiver = true }
      // `-> Result<Evaluation, Error>`: the value holds the evaluation on success only.
      let isResult = !found.isEmpty && found.allSatisfy { index.functions[Int($0.function)].returnsEvaluationResult }
      let created = createObject(
        callee: name.text, token: name.token, optional: optional || optionalReceiver || isResult)
      if isResult, let created { resultHolders.insert(created) }
      if let created, !found.isEmpty { noteProducerCall(created, token: name.token, found) }
      if let created, !found.isEmpty, !isResult { noteWrapperSlots(created, found) }
      return created
    }
    // `cache.value(for: id)` of a generic reader: the cache's evaluation, borrowed.
    if !found.isEmpty, index.genericResultMethodNames.contains(name.text),
      let read = genericReaderBorrows(c, shape, found.map { index.functions[Int($0.function)] })
    {
      return borrowFromReader(c, name: name, optional: read)
    }
    // A continuation resumed with an evaluation: the call's value is that evaluation.
    if let produced = continuationProducer(c, shape) {
      if let closureValue { emit(.escape(variable: closureValue, token: name.token)) }
      return createObject(callee: produced.name.text, token: produced.name.token, optional: produced.optional)
    }
    return closureValue
  }

  /// A direct call of a local function: lowered in place when it can matter (it receives or
  /// captures an evaluation), otherwise what it captures and receives escapes.
  private func lowerLocalCall(_ f: LocalBody, name: Name, c: CallExpr, values: [Int32?]) -> Int32? {
    guard !trackedNames.isEmpty, mayInline(f) else {
      opaqueCalls += 1
      if !trackedNames.isEmpty { escapeCaptures(of: f) }
      for v in values { if let v { emit(.escape(variable: v, token: name.token)) } }
      return nil
    }
    inlinedCallCount += 1
    return inlineLocal(f, name: name, c: c, arguments: values)
  }

  /// The call of the program's producers `found` that made the evaluation `created` holds: a
  /// producer that returns it already reported (a logging decorator) made its first report.
  private func noteProducerCall(_ created: Int32, token: TokenIndex, _ found: [ResolvedCall]) {
    var site = ReportSite(variable: created, token: token, isDirect: false, constantStatus: nil, statusToken: nil)
    site.inlinedCall = inlinedCalls.first
    site.deferRun = runningDefer
    graph.reportSites.append(site)
    graph.producerCalls.append(
      ProducerCall(
        variable: created, object: tempObjects[created] ?? -1, reportSite: Int32(graph.reportSites.count - 1),
        functions: found.map(\.function)))
    emit(.produced(Int32(graph.producerCalls.count - 1)))
  }

  private func isNeverReturning(_ shape: CallShape, _ found: [ResolvedCall]) -> Bool {
    guard let name = shape.name?.text else { return false }
    // `killSwitch?.trip(…)` through a `weak var`: where the link is nil the call is skipped
    // and the path goes on.
    if let r = shape.receiver, Self.hasOptionalLink(r) { return false }
    if !found.isEmpty { return found.allSatisfy { index.functions[Int($0.function)].isNever } }
    if shape.isBare { return isNeverReturningName(name) }
    if case .identifier(let n)? = shape.receiver, n.text == "Swift" { return isNeverReturningName(name) }
    return false
  }
}
