import TrustLintSyntax

extension GraphBuilder {
  func newLoop(token: TokenIndex) -> Int32 {
    // A read of a stored evaluation before the loop is not what the next pass reads, when the
    // pass assigns the property after its own read.
    forgetBorrowed(nil)
    graph.loops.append(FlowLoop(parent: loopStack.last, token: token))
    return Int32(graph.loops.count - 1)
  }

  func lowerSwitch(_ s: SwitchStmt, result: Int32?) {
    // `switch (old, new)` over names holding evaluations (`GraphBuilder+TupleSwitches.swift`).
    let tuplePositions = outcomeSubject(s.subject) == nil ? tupleSwitchPositions(s) : nil
    var tupleVariables: [Int32] = []
    var tupleRemaining = Self.allTupleNilness(count: tuplePositions?.count ?? 0)
    if let tuplePositions, case .tuple(let t) = s.subject {
      tupleVariables = lowerTupleSwitchSubject(t, tuplePositions)
    }
    let subject = tuplePositions == nil ? lowerTested(s.subject) : nil
    let nilness = subject == nil ? optionalChainRoot(s.subject) : nil
    let dispatch = current
    let end = newNode()
    pushScope(.switchBreak(breakTarget: end), label: s.label?.text)
    let entries = s.cases.map { _ in newNode() }
    // A `fallthrough` enters the next case's body without testing its `where` clause (or the
    // nil tests of a tuple subject): a case with one has a node after the clause, where
    // `fallthrough` goes.
    let tested = Self.holdsNilTests(s.subject)
    let bodies: [Int32?] = s.cases.map { c in
      guard case .patterns(let items) = c.kind, tested || items.contains(where: { $0.whereClause != nil }) else {
        return nil
      }
      return newNode()
    }
    let outcome = outcomeSubject(s.subject)
    var remaining = OutcomeCases.all
    // With cases inside `#if` clauses, the earlier cases take values from this one only as each
    // build compiles them (`#if DEBUG case .success(.unknown): … #endif` does not, in a release
    // build; an `#if DEBUG`/`#else` pair with the case in both clauses does in every build): the
    // values left are recomputed per case.
    let configured = s.followsCasesPerBuild
    var taken: [OutcomeCases] = []
    // Where the previous case's `where` clause failed (`repeatsPreviousPattern`).
    var whereFalses: [Int32] = []
    // After `case let e as CoachingEvaluation:` the later cases hold no evaluation.
    var castTaken = false
    for (i, c) in s.cases.enumerated() {
      let sources = !configured && Self.repeatsPreviousPattern(s.cases, i, tree: tree) ? whereFalses : [dispatch]
      if configured, outcome != nil {
        let builds = s.valuesReaching(
          case: i, from: OutcomeCases.all, removing: { j, left in left.subtracting(taken[j]) },
          union: { $0.union($1) })
        remaining = builds.reduce(into: OutcomeCases()) { $0.formUnion($1) }
      }
      if let outcome {
        // Each case is reached by the cases no earlier case took; `fallthrough` skips this gate.
        var cases = OutcomeCases()
        var exact = true
        if case .patterns(let items) = c.kind {
          for item in items {
            let (matched, isExact) = Self.outcomeCases(of: item.pattern, shape: outcome.shape)
            cases.formUnion(matched)
            exact = exact && isExact && item.whereClause == nil
          }
        } else {
          cases = .all
        }
        let gate = newNode()
        for source in sources { link(source, gate) }
        current = gate
        narrowOutcome(outcome.variable, to: cases.intersection(remaining))
        link(gate, entries[i])
        if exact { remaining.subtract(cases) }
        taken.append(exact ? cases : [])
      } else {
        for source in sources { link(source, entries[i]) }
      }
      current = entries[i]
      pushScope()
      contexts.append(.switchCase(token: c.keywordToken))
      enterBranch(.switchCase(token: c.keywordToken))
      if deferDepth == 0 { graph.caseGroups[c.keywordToken] = (s.cases[0].keywordToken, Int32(s.cases.count)) }
      if castTaken, let subject, case .default = c.kind { emit(.refine(variable: subject, isNil: true)) }
      if let tuplePositions {
        var items: [CaseItem]?
        if case .patterns(let list) = c.kind { items = list }
        enterTupleSwitchCase(
          items, positions: tuplePositions, variables: tupleVariables, remaining: &tupleRemaining)
        if let items { whereFalses = lowerCaseWhereClauses(items) }
      } else if case .patterns(let items) = c.kind {
        if castTaken, let subject { emit(.refine(variable: subject, isNil: true)) }
        castTaken = castTaken || takesEvaluationByCast(s, items, subject: subject)
        casePatternSubjectKey = payloadSubjectKey(of: s.subject)
        for item in items {
          bindCasePattern(
            item.pattern, subject: items.count == 1 ? subject : nil, nilness: items.count == 1 ? nilness : nil)
        }
        casePatternSubjectKey = nil
        if tested { refineTupleNilTests(s.subject, items) }
        whereFalses = lowerCaseWhereClauses(items)
      }
      if let body = bodies[i] {
        link(current, body)
        current = body
      }
      fallthroughTargets.append(i + 1 < entries.count ? bodies[i + 1] ?? entries[i + 1] : nil)
      lowerStatements(c.body, result: result)
      fallthroughTargets.removeLast()
      contexts.removeLast()
      popScope()
      link(current, end)
    }
    if s.cases.isEmpty { link(dispatch, end) }
    scopes.removeLast()
    current = end
  }

  /// Binds a case pattern's names. Against a tracked subject, `let x?`, `.some(let x)` and a
  /// bare `let x` alias it (non-nil), `.none` and `nil` mean it is nil on this path.
  /// `nilness`: an evaluation that is nil exactly when the subject is (`e?.insight.outcome`).
  func bindCasePattern(_ pattern: Pattern, subject: Int32?, nilness: Int32? = nil) {
    var inner = pattern
    var unwraps = false
    if let r = resultPattern(pattern, subject: subject), let subject {
      switch r {
      case .success(let p):
        emit(.refine(variable: subject, isNil: false))
        guard let p else { return }
        inner = p
      case .failure:
        emit(.refine(variable: subject, isNil: true))
        declarePatternNames(pattern)
        resetTrackedNames(in: pattern)
        return
      }
      if case .binding(let n) = inner {
        let v = declare(n.text)
        if trackedNames.contains(n.text) { emit(.assign(to: v, from: [subject])) }
        return
      }
      declarePatternNames(inner)
      resetTrackedNames(in: inner)
      return
    }
    if case .optional(let p) = pattern {
      inner = p
      unwraps = true
    } else if case .enumCase(_, let name, let payload) = pattern, name.text == "some", let payload, payload.count == 1 {
      inner = payload[0]
      unwraps = true
    } else if case .cast(let p, let type) = pattern, subject != nil,
      index.isEvaluationType(type.text, inFile: fileIndex)
    {
      // `case let evaluation as CoachingEvaluation:` on what an erased-result producer gave
      // (`-> Any`): the cast to the evaluation type is the subject itself, as `as?` in an
      // `if let` is; read as a part of it, the report in the case went unseen.
      inner = p
      unwraps = true
    }
    if let refined = subject ?? nilness {
      if case .enumCase(_, let name, nil) = pattern, name.text == "none" {
        emit(.refine(variable: refined, isNil: true))
      } else if case .expression(.literal(let lit)) = pattern, lit.kind == .nil {
        emit(.refine(variable: refined, isNil: true))
      } else if unwraps {
        emit(.refine(variable: refined, isNil: false))
      }
    }
    if case .binding(let n) = inner {
      let v = declare(n.text)
      if trackedNames.contains(n.text) { emit(.assign(to: v, from: subject.map { [$0] } ?? [])) }
      return
    }
    // `case let (evaluation, decision)? = await gate.assessIfAvailable()` of an optional tuple
    // producer: the name at the evaluation's place holds it.
    if case .tuple(let ps) = inner, let subject, let k = evaluationElement(nil, subject, arity: ps.count) {
      bindTupleElements(ps, values: ps.indices.map { $0 == k ? subject : nil }, token: pattern.firstToken ?? 0)
      return
    }
    declarePatternNames(pattern)
    resetTrackedNames(in: pattern)
    bindPayloadEvaluations(pattern)
  }

  /// A name bound from a part of a value (`case .success(let v)`) holds no evaluation.
  private func resetTrackedNames(in pattern: Pattern) {
    var stack = [pattern]
    while let p = stack.popLast() {
      switch p {
      case .binding(let n):
        if trackedNames.contains(n.text), let v = lookup(n.text) { emit(.assign(to: v, from: [])) }
      case .enumCase(_, _, let payload): stack.append(contentsOf: payload ?? [])
      case .tuple(let ps): stack.append(contentsOf: ps)
      case .optional(let q), .cast(let q, _): stack.append(q)
      case .wildcard, .isType, .expression: break
      }
    }
  }

  func lowerWhile(_ w: WhileStmt) {
    let head = newNode()
    link(current, head)
    current = head
    let exitNode = newNode()
    let loop = newLoop(token: w.whileToken)
    loopStack.append(loop)
    pushScope(.loop(loop: loop, continueTarget: head, breakTarget: exitNode), label: w.label?.text)
    let falses = lowerConditions(w.conditions)
    lowerBlock(w.body, end: .iterationEnds)
    endPass(loop, token: w.body.rbrace, to: head, bodyFrom: head)
    // `while true` leaves only through `break`, `return` or `throw`.
    if !Self.isLiteralTrue(w.conditions) {
      join(falses)
      emit(.iterationEnd(loop: loop, exit: addExit(.iterationEnds, token: w.whileToken)))
      link(current, exitNode)
    }
    scopes.removeLast()
    loopStack.removeLast()
    current = exitNode
  }

  func lowerForIn(_ f: ForInStmt) {
    if let v = lowerExpr(f.sequence) { emit(.escape(variable: v, token: f.forToken)) }
    let followsLastPass = beginLastPass(f)
    // A non-empty literal starts in its first pass; `batch.prefix(1)` never goes round (+LiteralLoops).
    let passes = f.isTry || f.isAwait ? nil : literalPassCount(f.sequence)
    let onePassAtMost = passes == nil && !f.isTry && !f.isAwait && atMostOnePass(f.sequence)
    let before = current
    let head = newNode()
    let entersPass = passes != nil || nonEmptyLoops.contains(f.forToken)  // +NonEmptyLoops
    if !entersPass { link(current, head) }
    current = head
    let exitNode = newNode()
    let loop = newLoop(token: f.forToken)
    loopStack.append(loop)
    pushScope(.loop(loop: loop, continueTarget: head, breakTarget: exitNode), label: f.label?.text)
    if f.isTry {
      // Quoted up to the sequence: `for try await event in session.events`.
      let last = SourceText.lastToken(of: f.sequence) ?? f.forToken
      throwEdge(.tryThrows, token: f.forToken, text: (f.forToken, last), forget: [])
    }
    let afterHead = current
    current = newNode()
    // A loop of one pass does not go round again: its head only leads out.
    if passes != 1 && !onePassAtMost { link(afterHead, current) }
    if entersPass || onePassAtMost { link(before, current) }
    var holdsElement = false
    let elements = onePassAtMost ? onePassSliceBase(f.sequence) ?? f.sequence : f.sequence  // `queued.prefix(1)`
    if case .binding(let n) = f.pattern, trackedNames.contains(n.text), isEvaluationCollection(elements),
      let element = borrowObject(name: Self.sequenceName(elements) ?? n.text, token: n.token, optional: false)
    {
      // `for e in queued` over evaluations others owe: each pass borrows one.
      emit(.assign(to: declare(n.text), from: [element]))
    } else {
      declarePatternNames(f.pattern)
      // `for await e in feed.evaluations()`: each pass receives a new evaluation to report.
      if mayLoopOverStreams, let element = streamElementBinding(f), trackedNames.contains(element.name.text),
        let v = lookup(element.name.text),
        let o = newObject(
          .element(sequence: element.sequence, producer: element.producer), token: element.name.token,
          optional: element.optional)
      {
        emit(.create(object: o, into: v))
        if let slots = element.slots { wrapperSlots[v] = slots }
        holdsElement = true
        noteGroupTakingLoop(loop, sequence: element.sequence, forToken: f.forToken)
      }
    }
    if followsLastPass { enterLastPass(f) }
    if let w = f.whereClause, holdsElement {
      // An element the `where` clause skips is dropped with its pass, unless the clause only
      // skips nil ones (`where evaluation != nil`, refined as an `if` would refine it).
      testDepth += 1
      let (trues, falses) = lowerBool(w)
      testDepth -= 1
      if !falses.isEmpty {
        join(falses)
        let skipped = addExit(.iterationEnds, token: SourceText.firstToken(of: w) ?? f.forToken)
        emit(.iterationEnd(loop: loop, exit: skipped))
        link(current, head)
      }
      join(trues)
    } else if let w = f.whereClause {
      // `for id in ids where kept == nil`: the pass runs where the clause holds (its nil tests
      // refine); where it fails the pass is skipped.
      let (trues, falses) = lowerBool(w)
      if !falses.isEmpty {
        join(falses)
        link(current, head)
      }
      join(trues)
    }
    lowerBlock(f.body, end: .iterationEnds)
    endPass(loop, token: f.body.rbrace, to: head, bodyFrom: head)
    if followsLastPass { endLastPass(afterHead: afterHead, exit: exitNode) } else { link(afterHead, exitNode) }
    scopes.removeLast()
    loopStack.removeLast()
    current = exitNode
  }

  /// The name a `for` loop reads (`list`, `self.queued` → `queued`), for messages.
  static func sequenceName(_ sequence: Expr) -> String? {
    switch SyntaxQueries.stripped(sequence) {
    case .identifier(let n): return n.text
    case .member(let m): return m.name.text
    default: return nil
    }
  }

  /// Whether `sequence` is a parameter or property declared as a collection of evaluations.
  func isEvaluationCollection(_ sequence: Expr) -> Bool {
    switch SyntaxQueries.stripped(sequence) {
    case .identifier(let n):
      if evaluationCollections.contains(n.text) { return true }
      return !index.borrowed.collectionNames.isEmpty && index.borrowed.collectionNames.contains(n.text)
        && lookup(n.text) == nil && storedEvaluation(n.text, ofOwnType: true, collection: true).isEvaluation
    case .member(let m):
      return !index.borrowed.collectionNames.isEmpty && index.borrowed.collectionNames.contains(m.name.text)
        && storedEvaluation(m.name.text, ofOwnType: Self.readsSelf(m), collection: true).isEvaluation
    default:
      return false
    }
  }

  func lowerRepeat(_ r: RepeatWhileStmt) {
    let bodyEntry = newNode()
    link(current, bodyEntry)
    current = bodyEntry
    let condition = newNode()
    let exitNode = newNode()
    let loop = newLoop(token: r.repeatToken)
    loopStack.append(loop)
    pushScope(.loop(loop: loop, continueTarget: condition, breakTarget: exitNode), label: r.label?.text)
    lowerBlock(r.body, end: .iterationEnds)
    endPass(loop, token: r.body.rbrace, to: condition, bodyFrom: bodyEntry)
    scopes.removeLast()
    loopStack.removeLast()
    current = condition
    testDepth += 1
    let (trues, falses) = lowerBool(r.condition)
    testDepth -= 1
    // `repeat { … } while false` runs its body once: no path goes round again.
    if !Self.isLiteral(r.condition, .false) { for t in trues { link(t, bodyEntry) } }
    if !Self.isLiteralTrue([.expr(r.condition)]) {
      join(falses)
      link(current, exitNode)
    }
    current = exitNode
  }

  func lowerDo(_ d: DoStmt, result: Int32?) {
    let end = newNode()
    pushScope(.labeled(breakTarget: end), label: d.label?.text)
    guard !d.catches.isEmpty else {
      lowerBlock(d.body, result: result)
      link(current, end)
      scopes.removeLast()
      current = end
      return
    }
    let dispatch = newNode()
    let exhaustive = d.catches.contains(where: Self.catchesEverything)
    pushScope(.catching(handler: dispatch, unmatched: exhaustive ? nil : d.doToken))
    scopes[scopes.count - 1].catches = d.catches
    noteCatchFacts(d.catches)
    scopes[scopes.count - 1].clauseEntries = Array(repeating: nil, count: d.catches.count)
    if let t = d.thrownType?.text, ThrownError.isErrorTypeName(t) { scopes[scopes.count - 1].thrownType = t }
    lowerStatements(d.body.stmts, result: result)
    let entries = scopes[scopes.count - 1].clauseEntries
    popScope()
    link(current, end)
    for (k, clause) in d.catches.enumerated() {
      current = entries[k] ?? newNode()
      link(dispatch, current)
      pushScope()
      contexts.append(.catchClause(token: clause.catchToken))
      enterBranch(.catchClause(token: clause.catchToken))
      if clause.items.isEmpty { _ = declare("error") }
      for item in clause.items {
        declarePatternNames(item.pattern)
        if let w = item.whereClause { _ = lowerExpr(w) }
      }
      assumeCatchTests(d.catches, clause: k)
      lowerStatements(clause.body.stmts, result: result)
      contexts.removeLast()
      popScope()
      link(current, end)
    }
    scopes.removeLast()
    current = end
  }
}
