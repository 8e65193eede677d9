import TrustLintSyntax

extension GraphBuilder {
  /// Lowers statements in order. With `result`, the last expression statement's value is
  /// assigned to it (the branches of `if`/`switch` expressions, implicit returns).
  /// A local type is seen until the end of the statements that declare it (`scoped`): one
  /// declared in an `if` block or a closure no longer shadows the program's type of its name
  /// after the brace (probes-dd d01, d04). An `#if` clause (`scoped: false`) opens no scope.
  func lowerStatements(_ stmts: [Stmt], result: Int32? = nil, scoped: Bool = true) {
    let outerTypes = localTypeNames
    let outerDecls = localTypes
    defer {
      if scoped {
        localTypeNames = outerTypes
        localTypes = outerDecls
      }
    }
    for (i, stmt) in stmts.enumerated() {
      if graph.isTruncated { return }
      if let result, i == stmts.count - 1, case .expr(let e) = stmt {
        let mark = pendingTemps.count
        let v = lowerExpr(e)
        if result == Self.implicitReturn {
          // The branch of an `if`/`switch` that is a whole body: its value is returned.
          let token = SourceText.firstToken(of: e) ?? graph.startToken
          if let v { emit(.escape(variable: v, token: token)) }
          endStatement(mark)
          if isReachable { exitBody(.returns, token: token) }
          continue
        }
        emit(.assign(to: result, from: v.map { [$0] } ?? []))
        endStatement(mark)
        continue
      }
      // A loop counted by a `var` declared above it (`GraphBuilder+CounterLoops.swift`).
      let counted = beginCounterLoop(stmts, at: i)
      // `guard !xs.isEmpty else { … }` just before `for x in xs` (`GraphBuilder+NonEmptyLoops.swift`).
      if case .forIn(let f) = stmt, loopFollowsEmptinessExit(stmts, at: i) { nonEmptyLoops.insert(f.forToken) }
      if !counted, result == nil, lowerDeferStatement(stmt) { continue }
      lowerStmt(stmt, result: i == stmts.count - 1 ? result : nil)
      if counted { lastPassLoops.removeLast() }
      if !trackedNames.isEmpty, case .variable = stmt, let name = Self.nilUntilOutcomeVar(at: i, in: stmts, tree: tree),
        let v = lookup(name)
      {
        nilUntilOutcomeVars.insert(v)
      }
    }
  }

  /// `{ … }` as a scope of its own. Its `defer`s run at its closing brace (`end`: the kind of
  /// exit that is, `.iterationEnds` for a loop's body; nil for any other block).
  func lowerBlock(_ block: Block, result: Int32? = nil, end: FlowExit.Kind? = nil) {
    pushScope()
    lowerStatements(block.stmts, result: result)
    unwindNaming((end, block.rbrace)) { popScope() }
  }

  /// Discards the temporaries created since `mark`: their objects, unless held by a
  /// variable, are lost here.
  func endStatement(_ mark: Int) {
    guard pendingTemps.count > mark else { return }
    for t in pendingTemps[mark...] {
      guard let o = tempObjects[t] else { continue }
      let exit = addExit(.discarded, token: graph.objects[Int(o)].token)
      emit(.discard(variable: t, exit: exit))
    }
    pendingTemps.removeSubrange(mark...)
  }

  func lowerStmt(_ stmt: Stmt, result: Int32? = nil) {
    let mark = pendingTemps.count
    defer { endStatement(mark) }
    switch stmt {
    case .expr(let e):
      noteDroppedTaskValue(e)
      if lowerDiscardedGroupNext(droppedValue(e)) { break }
      _ = lowerExpr(e)
    case .variable(let v):
      lowerVariable(v)
    case .function(let f):
      if f.hasBody, !skipsDeclarations {
        addChild(.localFunction(f))
        // What it names of this body's evaluations: a body of its own may run it later (from a
        // `Task`), and two reports in it are a duplicate wherever it runs.
        if !trackedNames.isEmpty, let body = f.body {
          children[children.count - 1].capturedEvaluations = capturedTrackedNames(
            body.stmts, from: body.lbrace, to: body.rbrace, own: Set(f.parameters.map(\.name.text)))
        }
        // Called directly, it runs before the call returns: calls are lowered in place.
        localFunctions[f.name.text] = LocalBody(f)
      }
      _ = declare(f.name.text)
    case .type(let t):
      localTypeNames.insert(t.name.text)
      if t.kind != .protocol && t.kind != .extension { localTypes[t.name.text] = t }
      if !skipsDeclarations { addChild(.localType(t)) }
    case .typeAlias, .importDecl, .enumCase:
      break
    case .unparsed(let first, let last):
      escapeMentions(from: first, through: last)
    case .ifStmt(let s):
      lowerIf(s, result: result)
    case .guardStmt(let s):
      lowerGuard(s)
    case .switchStmt(let s):
      lowerSwitch(s, result: result)
    case .forIn(let s):
      lowerForIn(s)
    case .whileStmt(let s):
      lowerWhile(s)
    case .repeatWhile(let s):
      lowerRepeat(s)
    case .doStmt(let s):
      lowerDo(s, result: result)
    case .deferStmt(let d):
      scopes[scopes.count - 1].defers.append(d)
      scopes[scopes.count - 1].deferClauses.append(ifConfigClauseSlot)
    case .returnStmt(let r):
      if returnFromInlined(r) { return }
      dropRemainingGroupElements(leavingScopesFrom: 0, isContinue: false, token: r.returnToken)
      if let value = r.value, case .literal(let l) = SyntaxQueries.stripped(value), l.kind == .nil {
        graph.nilReturns.insert(r.returnToken)
      }
      let returned = r.value.flatMap { lowerExpr($0) }
      if let returned, scopes.contains(where: { !$0.defers.isEmpty }) {
        // The defers run before the value leaves (`defer { e.reportConsumption(…) }; return e`
        // returns it reported).
        exitBody(.returns, token: r.returnToken, returning: returned, statementMark: mark)
        return
      }
      if let returned { emit(.escape(variable: returned, token: r.returnToken)) }
      endStatement(mark)
      exitBody(.returns, token: r.returnToken)
    case .throwStmt(let t):
      if let v = lowerExpr(t.value) { emit(.escape(variable: v, token: t.throwToken)) }
      endStatement(mark)
      let thrown = ThrownError(t.value) ?? contextThrownType().flatMap { ThrownError.implicitMember(t.value, of: $0) }
      propagateError(.throwsError, token: t.throwToken, thrown: thrown)
    case .breakStmt(let j):
      jump(isBreak: true, label: j.label?.text, token: j.keywordToken)
    case .continueStmt(let j):
      jump(isBreak: false, label: j.label?.text, token: j.keywordToken)
    case .fallthroughStmt:
      if let target = fallthroughTargets.last, let t = target { link(current, t) }
      deadEnd()
    case .ifConfig(let c):
      lowerIfConfig(c, result: result)
    }
  }

  private func lowerVariable(_ v: VarDecl) {
    for binding in v.bindings {
      if !binding.accessors.isEmpty && !skipsDeclarations {
        for a in binding.accessors where a.hasBody {
          addChild(.localFunction(a))
        }
      }
      let mark = createdObjects.count
      let outcomeMark = pendingOutcomeReads.count
      if case .closure(let c)? = binding.initializer {
        declarePatternNames(binding.pattern)
        noteDeclaredClosureSeeds(c, declaredType: binding.type)
        if case .binding(let n) = binding.pattern, tree.text(of: v.keywordToken) == "let" {
          // `let finish = { … }` called by name runs in place, like a local function; it is
          // still a body of its own for what it creates.
          localFunctions[n.text] = LocalBody(name: n.text, closure: c)
          queueClosure(c)
        } else {
          // A closure kept in a variable outlives the statement.
          lowerEscapingClosure(c)
        }
        continue
      }
      if keepsFunctionReference(v, binding) { continue }
      if bindGroupNextVariable(binding) { continue }
      if case .wildcard = binding.pattern, let i = binding.initializer, lowerDiscardedGroupNext(i) { continue }
      // `let (e, x) = try await (pending, balance)`: the tuple's elements are bound one by one.
      if case .tuple(let names) = binding.pattern, let initializer = binding.initializer,
        case .tuple(let literal) = Self.strippedTryAwait(initializer), literal.elements.count == names.count,
        names.count > 1
      {
        destructuring = literal.lparen
        _ = lowerBindingInitializer(initializer, isAsyncLet: v.modifiers.has("async"))
        let (values, objects) = (destructured, destructuredObjects)
        (destructuring, destructured, destructuredObjects) = (nil, [], [])
        if values.count == names.count {
          bindTupleElements(names, values: values, token: v.keywordToken)
          if v.modifiers.has("async") { noteAsyncLetElements(names, literal, objects: objects) }
        } else {
          declarePatternNames(binding.pattern)
        }
        continue
      }
      let nilTest = v.modifiers.has("async") ? nil : lowerNilTestCondition(binding.pattern, binding.initializer)
      let value =
        nilTest != nil ? nil : lowerBindingInitializer(binding.initializer, isAsyncLet: v.modifiers.has("async"))
      if pendingOutcomeReads.count > outcomeMark {
        bindOutcomeValues(Self.boundNames(binding.pattern), since: outcomeMark)
      }
      switch binding.pattern {
      case .binding(let name):
        let variable = declare(name.text)
        if v.modifiers.has("async"), let i = binding.initializer, initializerThrows(i) {
          throwingAsyncLets.insert(variable)
        }
        if v.isLet && binding.initializer == nil { deferredLets.insert(variable) }
        if v.isLet, let k = binding.initializer.flatMap({ Self.integerLiteral($0, tree) }) {
          // Two `#if` alternatives declare one variable: the smaller value is the one sure to be exceeded.
          integerConstants[variable] = min(k, integerConstants[variable] ?? k)
        }
        if v.isLet, let initializer = binding.initializer, let status = Self.constantStatus(of: initializer) {
          statusConstants[variable] = status
        } else if !statusConstants.isEmpty {
          statusConstants[variable] = nil
        }
        setCondition(name.text, to: binding.initializer, sides: nilTest)
        noteOutcomeAlias(name.text, binding.initializer)
        guard trackedNames.contains(name.text) else {
          if let value { emit(.escape(variable: value, token: name.token)) }
          continue
        }
        emit(.assign(to: variable, from: value.map { [$0] } ?? []))
        // `let result = await gate.evaluate()` of a `Result` producer holds what it holds.
        if let value, resultHolders.contains(value), !Self.isResultGet(binding.initializer) {
          resultHolders.insert(variable)
        }
        if let value, let slots = wrapperSlots[value] { wrapperSlots[variable] = slots }
        if v.modifiers.has("async"), createdObjects.count > mark {
          asyncLetObjects[variable] = Array(createdObjects[mark...])
        }
      case .wildcard:
        // `let _ = …`: the value is dropped (a discarded evaluation is caught at the statement end).
        break
      case .tuple(let elements):
        if let value, let k = evaluationElement(binding.initializer, value, arity: elements.count) {
          bindTupleProducer(elements, element: k, value: value, token: v.keywordToken)
        } else {
          declarePatternNames(binding.pattern)
          if let value { emit(.escape(variable: value, token: v.keywordToken)) }
        }
      default:
        declarePatternNames(binding.pattern)
        if let value { emit(.escape(variable: value, token: v.keywordToken)) }
      }
    }
  }

  /// Lowers a binding's initializer. An `async let` initializer runs in a child task: what it
  /// throws surfaces where the variable is awaited (`try await profile`, see `lowerTry`), never
  /// at the declaration, so `async let profile = try api.profile()` is no exit there; its
  /// errors end here in a handler that rejoins the declaration's end.
  private func lowerBindingInitializer(_ initializer: Expr?, isAsyncLet: Bool) -> Int32? {
    guard let initializer else { return nil }
    guard isAsyncLet else { return lowerExpr(initializer) }
    let handler = newNode()
    pushScope(.catching(handler: handler, unmatched: nil))
    let value = lowerExpr(initializer)
    scopes.removeLast()
    if reachable[Int(handler)] { join([current, handler]) }
    return value
  }

  /// The element of `let (a, b) = …` that receives the evaluation, when the initializer is a
  /// call whose every candidate returns a tuple of that arity with an evaluation at one place.
  func tupleProducerElement(_ initializer: Expr?, arity: Int) -> Int? {
    guard let initializer, case .call(let c) = SyntaxQueries.stripped(initializer) else { return nil }
    let found = candidates(for: c, CallShape(c), receiverIsEvaluation: false)
    guard let first = found.first.flatMap({ index.functions[Int($0.function)].tupleEvaluation }),
      first.count == arity,
      found.allSatisfy({ index.functions[Int($0.function)].tupleEvaluation?.element == first.element })
    else { return nil }
    return first.element
  }

  /// `let (evaluation, isHigh) = try await gate.evaluate()`: the evaluation's element holds
  /// it; the other names hold nothing.
  private func bindTupleProducer(_ elements: [Pattern], element k: Int, value: Int32, token: TokenIndex) {
    bindTupleElements(elements, values: elements.indices.map { $0 == k ? value : nil }, token: token)
  }

  /// Binds each element of a tuple pattern to the value at its place (nil: nothing tracked).
  /// `_` in the place of a value drops it (caught at the statement end, like `let _ = …`);
  /// any other pattern there lets it escape.
  func bindTupleElements(_ elements: [Pattern], values: [Int32?], token: TokenIndex) {
    for (i, element) in elements.enumerated() {
      if let value = values[i] {
        switch element {
        case .binding(let name):
          let variable = declare(name.text)
          if trackedNames.contains(name.text) {
            emit(.assign(to: variable, from: [value]))
          } else {
            emit(.escape(variable: value, token: name.token))
          }
        case .wildcard:
          break
        default:
          declarePatternNames(element)
          emit(.escape(variable: value, token: token))
        }
        continue
      }
      for name in Self.boundNames(element) {
        let variable = declare(name)
        if trackedNames.contains(name) { emit(.assign(to: variable, from: [])) }
      }
    }
  }

  private func lowerIfConfig(_ c: IfConfig, result: Int32?) {
    let start = current
    var ends: [Int32] = []
    let slots = deferSlots(c)
    let condition = buildConditionSlot(c)
    let savedSlot = ifConfigClauseSlot
    for (k, clause) in c.clauses.enumerated() {
      current = newNode()
      link(start, current)
      contexts.append(.ifConfigClause(token: clause.directiveToken))
      enterBranch(.ifConfigClause(token: clause.directiveToken))
      if let condition {
        emit(.testCondition(slot: condition.slot, value: k == 0 ? condition.positive : !condition.positive))
      }
      selectClause(k, of: c)
      if let slot = slots[k] { ifConfigClauseSlot = slot }
      lowerStatements(clause.body, result: result, scoped: false)
      ifConfigClauseSlot = savedSlot
      contexts.removeLast()
      ends.append(current)
    }
    if c.clauses.last?.condition != nil || c.clauses.isEmpty {
      current = newNode()
      link(start, current)
      if let condition { emit(.testCondition(slot: condition.slot, value: !condition.positive)) }
      selectClause(-1, of: c)
      ends.append(current)
    }
    join(ends)
  }

  func lowerGuard(_ s: GuardStmt) {
    let falses = lowerConditions(s.conditions)
    let thenNode = current
    join(falses)
    contexts.append(.guardElse(token: s.guardToken))
    enterBranch(.guardElse(token: s.guardToken))
    lowerBlock(s.elseBody)
    contexts.removeLast()
    current = thenNode
  }

  func lowerIf(_ first: IfStmt, result: Int32?) {
    let end = newNode()
    var node = first
    let base = contexts.count
    pushScope(.labeled(breakTarget: end), label: first.label?.text)
    while true {
      pushScope()
      // The conditions run before either branch: an error there leaves from the enclosing
      // branch (or from the `else` of the previous `if` of an `else if` chain), not from this one.
      let falses = lowerConditions(node.conditions)
      contexts.append(.ifBranch(token: node.ifToken, isElse: false))
      enterBranch(.ifBranch(token: node.ifToken, isElse: false))
      lowerBlock(node.then, result: result)
      contexts.removeLast()
      link(current, end)
      scopes.removeLast()
      join(falses)
      guard let elseBranch = node.elseBranch else {
        enterBranch(.implicitElse(token: node.ifToken))
        link(current, end)
        break
      }
      contexts.append(.ifBranch(token: node.ifToken, isElse: true))
      if case .elseIf(let next) = elseBranch {
        node = next
        continue
      }
      if case .block(let b) = elseBranch {
        enterBranch(.ifBranch(token: node.ifToken, isElse: true))
        lowerBlock(b, result: result)
      }
      link(current, end)
      break
    }
    scopes.removeLast()
    contexts.removeSubrange(base...)
    current = end
  }
}
