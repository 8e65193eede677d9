import TrustLintSyntax

extension GraphBuilder {
  /// Lowers an expression's events in evaluation order and returns the variable holding its
  /// value when that value may be a tracked evaluation (nil otherwise).
  func lowerExpr(_ expr: Expr) -> Int32? {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maxDepth {
      graph.isTruncated = true
      return nil
    }
    switch expr {
    case .identifier(let n):
      if !outcomeValues.isEmpty, let read = outcomeValues[n.text] {
        for v in read { noteOutcomeRead(v) }
      }
      // A local function used as a value takes what it captures along.
      if !localFunctions.isEmpty, let f = localFunctions[n.text], !trackedNames.contains(n.text) {
        escapeCaptures(of: f)
      }
      // `try await recoveryEvaluation` inside its type: the getter runs and produces.
      if !index.propertyProducerNames.isEmpty, index.propertyProducerNames.contains(n.text), lookup(n.text) == nil {
        return createObject(
          callee: n.text, token: n.token, optional: index.optionalPropertyProducerNames.contains(n.text))
      }
      return trackedVariable(n.text) ?? borrowedProperty(n)
    case .literal(let l):
      if l.kind == .string { scanInterpolations(l.token) }
      return nil
    case .implicitMember, .keyPath:
      return nil
    case .member(let m):
      if let collection = takenElementCollection(expr) {
        return borrowTakenElement(of: collection, arguments: [], token: m.name.token)
      }
      return lowerMember(expr)
    case .call(let c):
      if let collection = takenElementCollection(expr), let name = CallShape(c).name {
        return borrowTakenElement(of: collection, arguments: c.arguments.map(\.value), token: name.token)
      }
      return lowerCall(c)
    case .subscript(let s):
      // `evaluation[keyPath: \.insight.outcome]` reads what `evaluation.insight.outcome` reads.
      if let chain = OutcomeWalker.keyPathApplied(s, in: tree) { return lowerExpr(chain) }
      if let collection = takenElementCollection(expr) {
        return borrowTakenElement(of: collection, arguments: s.arguments.map(\.value), token: s.openToken)
      }
      if let v = lowerExpr(s.base) { emit(.escape(variable: v, token: s.openToken)) }
      for a in s.arguments { escapeValue(a.value, token: s.openToken) }
      return nil
    case .closure(let c):
      queueClosure(c)
      escapeMentions(from: c.lbrace, through: c.rbrace)
      return nil
    case .try(let t):
      return lowerTry(t)
    case .await(_, let op):
      if case .call(let c) = op { awaitedCallToken = c.openToken }
      let v = lowerAwaitedSubscriptProducer(op) ?? lowerExpr(op)
      // Other code may run while this suspends, and store another evaluation.
      forgetBorrowed(nil)
      forgetPropertyConditions()
      return v
    case .binary(let b):
      return lowerBinary(b, whole: expr)
    case .assign(let b):
      lowerAssign(b)
      return nil
    case .ternary(let t):
      return lowerTernary(t)
    case .prefix(let op, let operand) where op.text == "consume" || op.text == "copy":
      // `consume e` and `copy e` are the same evaluation (a class: a copy is the object).
      return lowerExpr(operand)
    case .prefix(let op, let operand), .postfix(let op, let operand):
      // An app's `prefix func ~~ (e: Coaching)` is a call of that function.
      if let call = declaredUnaryOperatorCall(op, operand) { return lowerCall(call) }
      guard case .prefix = expr else {
        _ = lowerExpr(operand)
        return nil
      }
      if op.text == "&", case .identifier(let n) = operand {
        setCondition(n.text, to: nil)
        // `swap(&first, &second)`: an `inout` argument may be written, as an assignment may.
        forgetBorrowed(n.text)
      }
      let v = lowerExpr(operand)
      if op.text == "&", let v { emit(.escape(variable: v, token: op.token)) }
      return nil
    case .optionalChain(let operand, _), .forceUnwrap(let operand, _):
      return lowerExpr(operand)
    case .cast(let c):
      let v = lowerExpr(c.operand)
      return c.kind == .is ? nil : v
    case .ifExpr(let s):
      let r = newVariable("if", temporary: true)
      lowerIf(s, result: r)
      return r
    case .switchExpr(let s):
      let r = newVariable("switch", temporary: true)
      lowerSwitch(s, result: r)
      return r
    case .tuple(let t):
      if t.elements.count == 1, t.elements[0].label == nil { return lowerExpr(t.elements[0].value) }
      if destructuring == t.lparen {
        destructuring = nil
        destructuredObjects = []
        destructured = t.elements.map { element in
          let mark = createdObjects.count
          defer { destructuredObjects.append(Array(createdObjects[mark...])) }
          return lowerExpr(element.value)
        }
        return nil
      }
      for el in t.elements { escapeValue(el.value, token: t.lparen) }
      return nil
    case .array(let a):
      for el in a.elements { escapeValue(el, token: a.lbracket) }
      return nil
    case .dictionary(let d):
      for entry in d.entries {
        escapeValue(entry.key, token: d.lbracket)
        escapeValue(entry.value, token: d.lbracket)
      }
      return nil
    case .opaque(let first, let last):
      escapeMentions(from: first, through: last)
      return nil
    }
  }

  /// Lowers a value that is stored somewhere the analysis does not follow.
  func escapeValue(_ e: Expr, token: TokenIndex) {
    if let v = lowerExpr(e) { emit(.escape(variable: v, token: token)) }
  }

  /// `a.b.c`: a member of an evaluation is not the evaluation; `E.insight.outcome` is an outcome read.
  private func lowerMember(_ expr: Expr) -> Int32? {
    let (root, names) = Self.memberChain(expr)
    if case .identifier(let n) = root, selfVariable != nil, lookup(n.text) == nil, n.text == "insight",
      names.first == "outcome", let s = selfVariable
    {
      noteOutcomeRead(s)
      return nil
    }
    if !wrapperSlots.isEmpty {
      let slot = lowerWrapperSlot(root: root, names: names)
      if slot.handled { return slot.value }
    }
    if let task = Self.evaluationTaskName(root, names, self), case .member(let m) = expr {
      // `Task { … }.value` written in place: the task's closure is a body of its own, and the
      // evaluation is found at the call its closure returns (`requestEvaluation`, a producer).
      if case .call(let c) = root {
        _ = lowerExpr(root)
        if let inner = Self.taskClosureCall(c), let name = CallShape(inner).name {
          return createObject(callee: name.text, token: name.token, optional: true)
        }
      }
      return createObject(callee: task + ".value", token: m.name.token, optional: true)
    }
    let v = lowerExpr(root)
    if let v, names.count >= 2, names[0] == "insight", names[1] == "outcome" { noteOutcomeRead(v) }
    // `evaluation.isHighRisk`, a computed property of an evaluation extension reading the
    // outcome. A `Bool` one decides on it in its getter, which is then a test wherever its
    // value goes (`showsWarning = evaluation.isHighRisk`), as a call of a helper that tests
    // the outcome is; another (`var outcomeLabel: String`) only reads it.
    if let v, let first = names.first, index.outcomeReadingPropertyNames.contains(first) {
      let decides = index.properties(named: first, fromFile: fileIndex).allSatisfy {
        $0.isComputed && ($0.type?.text == "Bool" || $0.type?.text == "Bool?")
      }
      if decides { emit(.outcomeRead(variable: v, isTest: true)) } else { noteOutcomeRead(v) }
    }
    // `try await trust.recoveryEvaluation`: reading an async computed evaluation runs its getter.
    if case .member(let m) = expr, !index.propertyProducerNames.isEmpty,
      index.propertyProducerNames.contains(m.name.text)
    {
      return createObject(
        callee: m.name.text, token: m.name.token, optional: index.optionalPropertyProducerNames.contains(m.name.text))
    }
    // `let e = store.current`: an evaluation another object keeps.
    if v == nil, !borrowsSuppressed, case .member(let m) = expr, !index.borrowed.names.isEmpty,
      index.borrowed.names.contains(m.name.text)
    {
      let readsSelf = Self.readsSelf(m)
      let key = heldKey(m)
      if let key, let held = heldBorrow(key) { return held }
      let stored = storedEvaluation(m.name.text, ofOwnType: readsSelf, collection: false)
      if stored.isEvaluation {
        let borrowed = borrowObject(name: m.name.text, token: m.name.token, optional: stored.isOptional)
        return key.map { holdBorrowed($0, borrowed) } ?? borrowed
      }
    }
    return nil
  }

  /// `E.insight.outcome` (or a value bound from it) is read: a test in a tested position,
  /// otherwise noted for the binding or call that takes the value.
  func noteOutcomeRead(_ v: Int32) {
    emit(.outcomeRead(variable: v, isTest: testDepth > 0))
    if testDepth == 0 { pendingOutcomeReads.append(v) }
  }

  /// Lowers an expression whose value decides a branch.
  func lowerTested(_ e: Expr) -> Int32? {
    testDepth += 1
    defer { testDepth -= 1 }
    return lowerExpr(e)
  }

  /// Names bound from a value that read outcomes (since `mark`) stand for those outcomes.
  func bindOutcomeValues(_ names: [String], since mark: Int) {
    guard pendingOutcomeReads.count > mark else { return }
    let read = Array(pendingOutcomeReads[mark...])
    for n in names { outcomeValues[n] = read }
    pendingOutcomeReads.removeSubrange(mark...)
  }

  /// The root of a member chain (through `?` and `!`) and the member names from the root out.
  static func memberChain(_ expr: Expr) -> (root: Expr, names: [String]) {
    var names: [String] = []
    var e = expr
    var steps = 0
    while steps < 10_000 {
      steps += 1
      switch e {
      case .member(let m):
        names.append(m.name.text)
        e = m.base
      case .optionalChain(let op, _), .forceUnwrap(let op, _):
        e = op
      default:
        return (e, names.reversed())
      }
    }
    return (e, names.reversed())
  }

  private func lowerTry(_ t: TryExpr) -> Int32? {
    let mark = createdObjects.count
    let getsMark = resultGets.count
    let sitesBefore = graph.callSites.count
    let opaqueBefore = opaqueCalls
    let inlinedBefore = inlinedCallCount
    // `try?` and `try!` stop the errors of their operand, also those thrown inside closures
    // and local functions lowered in place.
    let handler: Int32? = t.kind == .plain ? nil : newNode()
    if let handler { pushScope(.catching(handler: handler, unmatched: nil)) }
    if t.kind == .plain { enterPlainTry(t) }
    let v = lowerExpr(t.operand)
    if t.kind == .plain { leavePlainTry() }
    if handler != nil { scopes.removeLast() }
    var created = Array(createdObjects[mark...])
    // `try result.get()`: where it throws, the `Result` held a failure, no evaluation.
    let failedResults = Array(resultGets[getsMark...])
    resultGets.removeSubrange(getsMark...)
    let awaited = asyncLetObjects.filter { mentions(t.operand, variable: $0.key) }.flatMap(\.value)
    created += awaited
    switch t.kind {
    case .plain:
      // Calls lowered in place have their errors already; only other calls throw here.
      if opaqueCalls == opaqueBefore && inlinedCallCount > inlinedBefore { break }
      // `try neverFails()` with `func neverFails() throws(Never)`: nothing can leave.
      if awaited.isEmpty, throwsNothingByDeclaration(t.operand) { break }
      let last = SourceText.lastToken(of: t.operand) ?? t.tryToken
      besideAsyncLetThrowEdge(t, last: last, awaited: awaited, created: created)
      let outcome = outcomeSubject(.try(t))?.variable
      let threw = (sitesBefore..<graph.callSites.count).filter { !graph.callSites[$0].arguments.isEmpty }.map(
        Int32.init)
      throwEdge(
        .tryThrows, token: t.tryToken, text: (t.tryToken, last), forget: created, threw: threw, failedOutcome: outcome,
        insightError: outcome == nil && Self.throwsOnlyInsightErrors(t.operand), nilOnError: failedResults,
        thrown: typedThrow(t.operand) ?? (outcome == nil ? otherThanInsightError(t.operand) : nil))
      if let outcome { narrowOutcome(outcome, to: .success) }
    case .optional:
      let caught = handler.map { reachable[Int($0)] } ?? false
      if !created.isEmpty || caught || !failedResults.isEmpty {
        let saved = current
        let failed = branch()
        if let handler, caught { link(handler, failed) }
        current = failed
        if !created.isEmpty { emit(.forget(objects: created)) }
        for r in failedResults { emit(.refine(variable: r, isNil: true)) }
        let ok = newNode()
        link(saved, ok)
        join([failed, ok])
      }
    case .forced:
      break
    }
    return v
  }

  private func lowerBinary(_ b: BinaryExpr, whole: Expr) -> Int32? {
    switch b.op.text {
    case "&&", "||":
      let (t, f) = lowerBool(whole)
      join(t + f)
      return nil
    case "??":
      let left = lowerExpr(b.lhs)
      let r = newVariable("??", temporary: true)
      let saved = current
      let present = branch()
      current = present
      if let left { emit(.assign(to: r, from: [left])) }
      current = newNode()
      link(saved, current)
      let right = lowerExpr(b.rhs)
      if let right { emit(.assign(to: r, from: [right])) }
      join([present, current])
      return left != nil || right != nil ? r : nil
    default:
      // An operator the program declares (`func ~> (e: Coaching, status: …)`) is a call of
      // that function with the two operands: it may report or keep the evaluation, as its
      // body says (RULES.md: only a function outside the linted set takes it away).
      if let call = declaredOperatorCall(b) { return lowerCall(call) }
      let operands = [lowerExpr(b.lhs), lowerExpr(b.rhs)]
      // An operator the standard library does not define (`evaluation <- .usedIncreasedFriction`)
      // is a function of the program or of a module the linter does not see; its body is not
      // followed, so an evaluation handed to it is that function's business, as with any call
      // the analysis cannot read.
      if !Self.standardInfixOperators.contains(b.op.text) {
        for case let v? in operands { emit(.escape(variable: v, token: b.op.token)) }
      }
      return nil
    }
  }

  private func lowerTernary(_ t: TernaryExpr) -> Int32? {
    testDepth += 1
    let (trues, falses) = lowerBool(t.condition)
    testDepth -= 1
    let r = newVariable("?:", temporary: true)
    join(trues)
    let a = lowerExpr(t.then)
    if let a { emit(.assign(to: r, from: [a])) }
    let thenEnd = current
    join(falses)
    let b = lowerExpr(t.otherwise)
    if let b { emit(.assign(to: r, from: [b])) }
    join([thenEnd, current])
    return a != nil || b != nil ? r : nil
  }

  /// Escapes every tracked variable named between two tokens (a closure capturing it, an
  /// expression the parser kept as tokens). `E.insight…` reads are not escapes.
  func escapeMentions(from first: TokenIndex, through last: TokenIndex, includingInsightReads: Bool = false) {
    guard !trackedNames.isEmpty, first <= last else { return }
    let tokens = tree.tokens
    var seen: Set<Int32> = []
    var i = Int(first)
    let end = min(Int(last), tokens.count - 1)
    while i <= end {
      let t = tokens[i]
      // A closure that outlives the call captures what its string interpolations name too.
      if includingInsightReads && t.kind == .string {
        for name in interpolatedIdentifiers(Int32(i)) where trackedNames.contains(name) {
          if let v = lookup(name), seen.insert(v).inserted { emit(.escape(variable: v, token: Int32(i))) }
        }
      }
      if t.kind == .identifier || t.kind == .keyword {
        var text = tree.text(of: Int32(i))
        if text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        if trackedNames.contains(text), let v = lookup(text), !seen.contains(v),
          includingInsightReads || !isInsightRead(after: i)
        {
          seen.insert(v)
          emit(.escape(variable: v, token: Int32(i)))
        } else if !localFunctions.isEmpty, let f = localFunctions[text], !trackedNames.contains(text) {
          escapeCaptures(of: f)
        }
      }
      i += 1
    }
  }

  /// `name.insight` or `name?.insight` follows token `i`.
  private func isInsightRead(after i: Int) -> Bool {
    var j = i + 1
    let tokens = tree.tokens
    if j < tokens.count, tree.text(of: Int32(j)) == "?" { j += 1 }
    guard j + 1 < tokens.count, tree.text(of: Int32(j)) == "." else { return false }
    return tree.text(of: Int32(j + 1)) == "insight"
  }
}
