import TrustLintSyntax

/// Scopes of a body being lowered and the jumps that leave them (`return`, errors, `break`,
/// `continue`), each running the `defer`s of the scopes it leaves.
extension GraphBuilder {
  func pushScope(_ kind: Scope.Kind = .plain, label: String? = nil) {
    scopes.append(Scope(kind: kind, label: label))
  }

  /// Leaves the innermost scope on the normal path, running its `defer`s.
  func popScope() {
    if isReachable { runDefers(of: scopes.count - 1) }
    scopes.removeLast()
  }

  /// Runs the `defer`s of scope `level` (innermost first), each lowered as written where it
  /// was registered: a defer's effects are copied onto every exit that passes it.
  func runDefers(of level: Int) {
    var remaining = scopes[level].defers
    var clauses = scopes[level].deferClauses
    // Each defer runs with the ones registered before it still pending. Dropping one at a
    // time keeps this linear in the defers (copying the prefix for each made a body with
    // many defers and many exits cubic).
    while !graph.isTruncated, let d = remaining.popLast() {
      let clause = clauses.popLast() ?? nil
      // A `defer` whose every statement an earlier run found inert leaves the paths as they are.
      if clause == nil, isReachable, deferBodyIsInert(d.body) { continue }
      let saved = scopes
      scopes = Array(scopes[0...level])
      scopes[level].defers = remaining
      scopes[level].deferClauses = clauses
      deferDepth += 1
      let outer = runningDefer
      runningDefer = DeferRun(
        keyword: d.deferToken, exitKind: unwindingExit?.kind, exitToken: unwindingExit?.token,
        exitLabel: unwindingExit == nil ? nil : unwindingLabel)
      outsideLocalCalls(within: level) {
        if let clause {
          // Registered in an `#if` clause: it runs on the paths through that clause only.
          let (registered, other) = conditionBranches(clause)
          current = registered[0]
          lowerBlock(d.body)
          join([current] + other)
        } else {
          lowerBlock(d.body)
        }
      }
      runningDefer = outer
      deferDepth -= 1
      scopes = saved
    }
  }

  /// Runs the defers of scopes `level..<top` (innermost first; `top` defaults to all) and ends
  /// the iterations of the loops left on the way.
  func unwind(to level: Int, exit: Int32?, from top: Int? = nil) {
    var i = (top ?? scopes.count) - 1
    while i >= level && i >= 0 {
      runDefers(of: i)
      if let exit, let region = scopes[i].kind.ownsObjects { emit(.iterationEnd(loop: region, exit: exit)) }
      i -= 1
    }
  }

  /// Runs `body` (an unwinding) with `exit` as the exit its defers run at (nil kind: the end
  /// of a block, at its closing brace). `label`: a `break`/`continue`'s label.
  func unwindNaming(
    _ exit: (kind: FlowExit.Kind?, token: TokenIndex), label: String? = nil, _ body: () -> Void
  ) {
    let outer = unwindingExit
    let outerLabel = unwindingLabel
    unwindingExit = exit
    unwindingLabel = label
    body()
    unwindingExit = outer
    unwindingLabel = outerLabel
  }

  /// `return`, falling off the end: run every defer, then leave.
  /// `returning`: the value a `return` hands back, which leaves after the defers ran (so a
  /// `defer { e.reportConsumption(…) }` before `return e` reports it while the body still holds
  /// it); `statementMark`: the `return` statement's temporaries, ended after that.
  func exitBody(
    _ kind: FlowExit.Kind, token: TokenIndex, text: (first: TokenIndex, last: TokenIndex)? = nil,
    returning value: Int32? = nil, statementMark: Int? = nil
  ) {
    let exit = addExit(kind, token: token, text: text)
    if isReachable { unwindNaming((kind, token)) { unwind(to: 0, exit: nil) } }
    if let value { emit(.escape(variable: value, token: token)) }
    if let statementMark { endStatement(statementMark) }
    emit(.exit(exit))
    deadEnd()
  }

  /// An error leaves the current point: to the innermost `do`/`catch` dispatch (running the
  /// defers of the scopes in between) or out of the body. When that `do`'s `catch` clauses
  /// may not match it, it also goes on outward from there, named after the `try` or `throw`.
  /// `insightError`: the error is an `InsightError` (thrown by `try E.insight.outcome.get()`),
  /// which a clause catching that type matches.
  /// `thrown`: what a `throw` statement throws, when its type is written there; a clause
  /// that catches that type (or that case) stops it.
  func propagateError(
    _ kind: FlowExit.Kind, token: TokenIndex, text: (first: TokenIndex, last: TokenIndex)? = nil,
    insightError: Bool = false, thrown: ThrownError? = nil
  ) {
    var thrown = thrown ?? (insightError ? ThrownError.insightError : nil)
    excuseLeftLocalCalls()
    if firstThrow == nil { firstThrow = PropagatedThrow(kind: kind, token: token, text: text, thrown: thrown) }
    // Messages name the `try` that sent a leaking path into a `catch` (Apple's sample: `switch
    // try evaluation.insight.outcome.get()` inside a `do` whose `catch` only returns).
    // (A `do` has clauses; `try?` and `try!` make a catching scope without. Before the body
    // has an evaluation no path can leak one: nothing to name.)
    if deferDepth == 0, !graph.objects.isEmpty,
      let h = scopes.lastIndex(where: { if case .catching = $0.kind { true } else { false } }),
      !scopes[h].catches.isEmpty
    {
      graph.throwSources.append(errorSource(kind, token: token, text: text, stoppedAt: h))
      emit(.threw(Int32(graph.throwSources.count - 1)))
    }
    var top = scopes.count
    var unmatched: TokenIndex?
    while true {
      guard let h = scopes[0..<top].lastIndex(where: { if case .catching = $0.kind { true } else { false } }),
        case .catching(let handler, let doToken) = scopes[h].kind
      else {
        let (exit, named) = addErrorExit(kind, token: token, text: text, unmatchedBy: unmatched, stoppedAt: nil)
        if isReachable { unwindNaming(named) { unwind(to: 0, exit: nil, from: top) } }
        emit(.exit(exit))
        deadEnd()
        return
      }
      // Out of a body declared `throws(E)`, or into the clauses of `do throws(E)`, an error of
      // unknown type is an `E`.
      if thrown == nil || thrown?.excludesType == true, let t = declaredThrow(at: h, below: top) {
        thrown = .typed(t)
      }
      let crossesLoop = scopes[h..<top].contains { $0.kind.ownsObjects != nil }
      let named = crossesLoop ? addErrorExit(kind, token: token, text: text, unmatchedBy: unmatched, stoppedAt: h) : nil
      unwindNaming(named?.named ?? errorSource(kind, token: token, text: text, stoppedAt: h).naming) {
        unwind(to: h, exit: named?.exit, from: top)
      }
      // (`try?` and `try!` make a catching scope without clauses: it stops every error.)
      if let thrown, !scopes[h].catches.isEmpty {
        // An error of known type (`throw TradeError.blocked`, what `try …outcome.get()`
        // throws) goes to the clauses that may take it, in order, up to the first that surely
        // does; past a `do` whose clauses all catch other types, it goes on outward.
        // Clauses naming cases of a typed error enum take it once they name them all.
        var caught = false
        let names = TypeNameScope(index: index, ownerPath: ownerPath, hiding: visibleGenericNames)
        var uncovered = thrown.enumCaseNames(names)
        for (k, clause) in scopes[h].catches.enumerated() where !thrown.isSurelyMissed(by: clause, names) {
          link(current, clauseEntry(scope: h, clause: k))
          uncovered?.subtract(thrown.casesTaken(by: clause, names))
          if thrown.isCaught(by: clause, names)
            || Self.catchesEverything(clause)
            || uncovered?.isEmpty == true
          {
            caught = true
            break
          }
        }
        if caught {
          deadEnd()
          return
        }
        // Onward in a node of its own: the defers of the scopes further out run on this way
        // only, not before the clauses linked above (a `defer { e.reportConsumption(…) }` of
        // the function seen again at a `catch _ as Diagnostics` a `throw StringError(…)` may
        // reach counted twice).
        current = branch()
        unmatched = unmatched ?? doToken
        top = h
        continue
      }
      link(current, handler)
      guard let doToken else {
        deadEnd()
        return
      }
      // Errors none of the clauses match: onward from here.
      unmatched = unmatched ?? doToken
      current = branch()
      top = h
    }
  }

  /// The error type typed throws gives an error that goes from scope `top` to the `catching`
  /// scope at `h`: that of the innermost typed body it leaves on the way, else that of the
  /// `do throws(E)` it reaches.
  private func declaredThrow(at h: Int, below top: Int) -> String? {
    var i = top - 1
    while i > h {
      if case .inlined = scopes[i].kind, let t = scopes[i].thrownType { return t }
      i -= 1
    }
    return scopes[h].thrownType
  }

  /// The error type of the innermost throwing context around the current point, when typed
  /// throws declares it (a body declared `throws(E)` lowered in place, `do throws(E)`): the
  /// type of `.accountMismatch` in `throw .accountMismatch`. Nil past any other `do`, `try?`
  /// or closure.
  func contextThrownType() -> String? {
    var i = scopes.count - 1
    while i >= 0 {
      switch scopes[i].kind {
      case .catching, .inlined: return scopes[i].thrownType
      default: i -= 1
      }
    }
    return nil
  }

  /// The entry node of clause `k` of the `catching` scope at `h` (made on first use).
  private func clauseEntry(scope h: Int, clause k: Int) -> Int32 {
    if let entry = scopes[h].clauseEntries[k] { return entry }
    let entry = newNode()
    scopes[h].clauseEntries[k] = entry
    return entry
  }

  /// The error edge of a `try` (or a `for try await`): a branch that leaves through the
  /// handler; `forget` lists objects whose creation is the failing operation itself.
  /// `threw`: the call sites with tracked arguments in the `try`'s operand (see `callThrew`).
  /// `insightError`: the operand's only throwing calls are `E.insight.outcome.get()`
  /// (`try evaluation.insight.outcome.get() == .high`), so the error is an `InsightError`.
  func throwEdge(
    _ kind: FlowExit.Kind, token: TokenIndex, text: (first: TokenIndex, last: TokenIndex)?, forget: [Int32],
    threw: [Int32] = [], failedOutcome: Int32? = nil, insightError: Bool = false, nilOnError: [Int32] = [],
    thrown: ThrownError? = nil
  ) {
    let saved = current
    current = branch()
    if !forget.isEmpty { emit(.forget(objects: forget)) }
    for v in nilOnError { emit(.refine(variable: v, isNil: true)) }
    if !threw.isEmpty { emit(.callThrew(sites: threw)) }
    // `try E.insight.outcome.get()` throws exactly when the insight failed.
    if let v = failedOutcome {
      // The error edge is a decision on the outcome (it failed), as a `catch` after
      // `switch try …get()` is: a constant report reached this way follows a test.
      emit(.outcomeRead(variable: v, isTest: true))
      narrowOutcome(v, to: .failure)
    }
    propagateError(kind, token: token, text: text, insightError: failedOutcome != nil || insightError, thrown: thrown)
    current = newNode()
    link(saved, current)
  }

  /// `break`/`continue` with an optional label.
  func jump(isBreak: Bool, label: String?, token: TokenIndex) {
    var i = scopes.count - 1
    var targetLevel: Int?
    var target: Int32?
    while i >= 0 {
      let s = scopes[i]
      let labelMatches = label == nil || s.label == label
      switch s.kind {
      case .loop(_, let cont, let brk) where labelMatches:
        targetLevel = i
        target = isBreak ? brk : cont
      case .switchBreak(let brk) where isBreak && labelMatches:
        targetLevel = i
        target = brk
      case .labeled(let brk) where isBreak && label != nil && s.label == label:
        targetLevel = i
        target = brk
      default:
        break
      }
      // A jump never leaves a closure or local function body.
      if target != nil { break }
      if case .inlined = s.kind { break }
      i -= 1
    }
    guard let level = targetLevel, let to = target else {
      deadEnd()
      return
    }
    dropRemainingGroupElements(leavingScopesFrom: level, isContinue: !isBreak, token: token)
    let crossesLoop = scopes[level...].contains { $0.kind.ownsObjects != nil }
    let exit = crossesLoop ? addExit(isBreak ? .breaks : .continues, token: token) : nil
    if let exit { graph.exits[Int(exit)].label = label }
    unwindNaming((isBreak ? .breaks : .continues, token), label: label) { unwind(to: level, exit: exit) }
    // Out of a loop or a labelled `do`/`if` (not a `switch` case's own `break`): messages name
    // the jump that skipped the code after it.
    // A jump out of a `catch` keeps that clause for the messages ("when 'try …' throws").
    if case .switchBreak = scopes[level].kind {
    } else {
      var inCatch: TokenIndex?
      for case .catchClause(let c) in contexts.reversed() {
        inCatch = c
        break
      }
      enterBranch(.jump(token: token, label: label, inCatch: inCatch))
    }
    link(current, to)
    deadEnd()
  }
}

extension GraphBuilder.Scope.Kind {
  /// The loop or inlined body whose iteration (or run) ends when this scope is left: what it
  /// created and nothing outside holds must have been reported by then.
  var ownsObjects: Int32? {
    switch self {
    case .loop(let loop, _, _): return loop
    case .inlined(let region, _, _): return region
    default: return nil
    }
  }
}
