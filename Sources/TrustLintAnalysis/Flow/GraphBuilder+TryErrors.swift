import TrustLintSyntax

/// What a `try` may throw and what its operand awaits: `InsightError` alone (only
/// `….insight.outcome.get()` calls), a typed throw, an `async let` awaited in it.
extension GraphBuilder {
  /// The expression under any `try`/`await` prefixes.
  static func strippedTryAwait(_ e: Expr) -> Expr {
    var e = e
    for _ in 0..<8 {
      switch e {
      case .try(let t): e = t.operand
      case .await(_, let operand): e = operand
      default: return e
      }
    }
    return e
  }

  /// Whether every call in `e` is `….insight.outcome.get()` (at least one; no closures or
  /// subscripts, which may run other code): what it throws is then an `InsightError`.
  static func throwsOnlyInsightErrors(_ e: Expr) -> Bool {
    everyCall(in: e, limit: 256, memberBases: false) { c in
      guard c.arguments.isEmpty, c.trailingClosures.isEmpty, case .member(let m) = SyntaxQueries.stripped(c.callee),
        m.name.text == "get", Array(memberChain(m.base).names.suffix(2)) == ["insight", "outcome"]
      else { return nil }
      return []
    }
  }

  /// Whether `e` holds at least one call and every call in it passes `accept`, which gives the
  /// parts of the call still to look into (nil: the call fails the test). Operands of
  /// operators, `await`, `try`, `?`, `!`, tuple, array and dictionary elements are looked into,
  /// and the bases of member accesses when `memberBases` is set (otherwise a member access is a
  /// leaf, as names, literals and key paths are); any other expression (a closure, a subscript)
  /// fails, as does an expression of more than `limit` parts.
  static func everyCall(in e: Expr, limit: Int, memberBases: Bool, _ accept: (CallExpr) -> [Expr]?) -> Bool {
    var stack = [e]
    var steps = 0
    var calls = 0
    while let next = stack.popLast() {
      steps += 1
      if steps > limit { return false }
      switch next {
      case .call(let c):
        guard let parts = accept(c) else { return false }
        calls += 1
        stack += parts
      case .identifier, .literal, .implicitMember: break
      case .member(let m): if memberBases { stack.append(m.base) }
      case .binary(let b): stack += [b.lhs, b.rhs]
      case .prefix(_, let operand), .postfix(_, let operand), .await(_, let operand): stack.append(operand)
      case .optionalChain(let operand, _), .forceUnwrap(let operand, _): stack.append(operand)
      case .tuple(let t): stack += t.elements.map(\.value)
      case .array(let a): stack += a.elements
      case .dictionary(let d): stack += d.entries.flatMap { [$0.key, $0.value] }
      case .keyPath: break
      case .try(let t): stack.append(t.operand)
      default: return false
      }
    }
    return calls > 0
  }

  /// What the calls of a `try` operand throw when every one is known to throw one same error
  /// type (`try ledger.commit()` with `func commit() throws(LedgerError)`; see
  /// `calledThrownType`).
  func typedThrow(_ e: Expr) -> ThrownError? {
    // Resolving every call of every `try` cost a tenth of `--analyze-all`: only asked where it
    // can matter: an evaluation is tracked and an enclosing `do` has a clause that names a type.
    guard !trackedNames.isEmpty, scopes.contains(where: \.catchesNameType) else { return nil }
    return thrownTypeOfCalls(e, closureDepth: 0).map(ThrownError.typed)
  }

  /// Answers, once for the `do` whose `catching` scope is innermost, what `typedThrow` and
  /// `otherThanInsightError` ask at each `try` inside it. Asking at each `try` made a `do` of
  /// `k` `try`s and `k` typed `catch` clauses cost `k * k` clause tests (a ledger step list
  /// with a clause per error case). Only where an evaluation is tracked, as those two ask.
  func noteCatchFacts(_ catches: [CatchClause]) {
    guard !trackedNames.isEmpty else { return }
    let top = scopes.count - 1
    graph.catchClauseTests += catches.count
    scopes[top].catchesNameType = catches.contains { !Self.catchesEverything($0) }
    // Without the generic parameters the body sees: only a clause naming `InsightError` is
    // missed by this error, and no app names a generic parameter so.
    let names = TypeNameScope(index: index, ownerPath: ownerPath)
    scopes[top].catchesMissOtherThanInsightError = catches.contains {
      ThrownError.otherThanInsightError.isSurelyMissed(by: $0, names)
    }
  }

  /// The one error type every call in `e` throws (at least one call), or nil. A closure passed
  /// to a call runs only inside it: what leaves it leaves through that call's own error type.
  /// `closureDepth`: how many closure bodies were entered to bind a generic error type.
  func thrownTypeOfCalls(_ e: Expr, closureDepth: Int) -> String? {
    // Each part with whether it is (inside) an argument of `Task.sleep(…)`, where a value made
    // by a standard initializer or factory cannot throw (`Self.makesSleepValue`).
    var stack: [(expr: Expr, sleepArgument: Bool)] = [(e, false)]
    var steps = 0
    var type: String?
    while let (next, sleepArgument) = stack.popLast() {
      steps += 1
      if steps > 64 { return nil }
      switch next {
      case .call(let c):
        // `Task.sleep(for: .seconds(delay))`, `(nanoseconds: UInt64(delay * 1e9))`,
        // `(until: .now + .seconds(30), clock: .continuous)`: the `Duration`, instant or
        // number made for the sleep cannot throw; only its own arguments are looked into.
        if sleepArgument, Self.makesSleepValue(c) || callsOnlyNonThrowingFunctions(c) {
          stack += c.allArguments.filter { if case .closure = $0.value { false } else { true } }.map {
            ($0.value, true)
          }
          continue
        }
        let shape = CallShape(c)
        guard let name = shape.name?.text, let t = calledThrownType(c, shape, name: name, closureDepth: closureDepth),
          type == nil || type == t
        else { return nil }
        type = t
        let sleeps = Self.throwsOnlyCancellation(shape, name: name)
        for a in c.allArguments {
          if case .closure = a.value { continue }
          stack.append((a.value, sleeps || sleepArgument))
        }
        if case .member(let m) = c.callee { stack.append((m.base, sleepArgument)) }
      case .identifier, .literal, .implicitMember: break
      case .member(let m): stack.append((m.base, sleepArgument))
      case .await(_, let operand), .optionalChain(let operand, _), .forceUnwrap(let operand, _):
        stack.append((operand, sleepArgument))
      case .try(let t) where t.kind == .plain: stack.append((t.operand, sleepArgument))
      case .binary(let b): stack += [(b.lhs, sleepArgument), (b.rhs, sleepArgument)]
      case .tuple(let t): stack += t.elements.map { ($0.value, sleepArgument) }
      default: return nil
      }
    }
    return type
  }

  /// Whether every function of the program a call may reach is declared without `throws`
  /// (`.seconds(policy.seconds(forAmount: cents))`, probes-eh t08): it cannot throw under the
  /// `try` it is written in. A call that reaches no function of the program is not one.
  private func callsOnlyNonThrowingFunctions(_ c: CallExpr) -> Bool {
    let found = candidates(for: c, CallShape(c), receiverIsEvaluation: false)
    return !found.isEmpty && found.allSatisfy { !index.functions[Int($0.function)].decl.isThrows }
  }

  /// The standard value types whose initializers an argument of `Task.sleep(…)` is made with
  /// (`UInt64(delay * 1_000_000_000)`, `Duration.seconds(2)`): none of them throws.
  private static let sleepValueTypes: Set<String> = [
    "Int", "Int64", "UInt", "UInt64", "Double", "Float", "Duration", "ContinuousClock", "SuspendingClock",
  ]

  /// Whether a call inside a `Task.sleep` argument only makes the value it sleeps for: a static
  /// factory written as an implicit member (`.seconds(2)`, `.milliseconds(ms)`), or an
  /// initializer or factory of a standard number, `Duration` or clock type. A call of anything
  /// else (`computeBackoff()`) may throw under the same `try`, so it is looked at as usual.
  static func makesSleepValue(_ c: CallExpr) -> Bool {
    switch SyntaxQueries.stripped(c.callee) {
    case .implicitMember: return true
    case .identifier(let n): return sleepValueTypes.contains(n.text)
    case .member(let m):
      if case .identifier(let base) = SyntaxQueries.stripped(m.base) { return sleepValueTypes.contains(base.text) }
      return false
    default: return false
    }
  }

  /// `ThrownError.otherThanInsightError` when the facts say no call of the operand may throw
  /// an `InsightError` (`try await issuer.activate()`, the app's own function calling other
  /// SDKs only). Only asked where it can matter: an evaluation is tracked and an enclosing
  /// `do` has a clause that takes `InsightError` alone.
  func otherThanInsightError(_ e: Expr) -> ThrownError? {
    guard !trackedNames.isEmpty, let receivers, !Self.throwsOnlyInsightErrors(e),
      scopes.contains(where: \.catchesMissOtherThanInsightError)
    else { return nil }
    return receivers.mayThrowInsightError(e) ? nil : .otherThanInsightError
  }

  /// `try await (evaluation, summary)` where `summary` is an `async let` whose initializer calls a
  /// throwing function of the program: the error may be the summary's while the evaluation
  /// exists (and is dropped with the scope), so the `try` has that edge too, beside the one
  /// where the evaluation's own request failed (`awaited`: the evaluations it awaits).
  func besideAsyncLetThrowEdge(_ t: TryExpr, last: TokenIndex, awaited: [Int32], created: [Int32]) {
    guard !awaited.isEmpty, case .tuple(let tuple) = Self.strippedTryAwait(t.operand) else { return }
    let beside = tuple.elements.contains { element in
      guard case .identifier(let n) = SyntaxQueries.stripped(element.value), let v = lookup(n.text) else {
        return false
      }
      return throwingAsyncLets.contains(v) && asyncLetObjects[v] == nil
    }
    guard beside else { return }
    throwEdge(.tryThrows, token: t.tryToken, text: (t.tryToken, last), forget: created.filter { !awaited.contains($0) })
  }

  /// `async let (evaluation, limit) = (evaluatePayment(), fetchDailyLimit())`: each name is an
  /// `async let` of its own element, as if declared alone (what its element creates exists only
  /// once awaited; awaiting it may throw as its element's call does).
  func noteAsyncLetElements(_ names: [Pattern], _ literal: TupleExpr, objects: [[Int32]]) {
    for (i, pattern) in names.enumerated() where i < literal.elements.count && i < objects.count {
      guard case .binding(let n) = pattern, let variable = lookup(n.text) else { continue }
      if initializerThrows(literal.elements[i].value) { throwingAsyncLets.insert(variable) }
      if !objects[i].isEmpty { asyncLetObjects[variable] = objects[i] }
    }
  }

  /// Whether an `async let`'s initializer calls a function the program declares `throws` (every
  /// declaration of the name does): awaiting it may throw.
  func initializerThrows(_ initializer: Expr) -> Bool {
    guard case .call(let c) = Self.strippedTryAwait(initializer), let name = CallShape(c).name?.text else {
      return false
    }
    let declared = index.functions(named: name)
    return !declared.isEmpty && declared.allSatisfy { $0.decl.isThrows }
  }

  /// Whether an `async let` variable is awaited in this operand (`try await e`, also as an
  /// element of a tuple: `try await (pending, balance)`).
  func mentions(_ e: Expr, variable: Int32) -> Bool {
    var stack = [e]
    var steps = 0
    while let next = stack.popLast(), steps < 256 {
      steps += 1
      switch next {
      case .identifier(let n): if lookup(n.text) == variable { return true }
      case .await(_, let op): stack.append(op)
      case .try(let t): stack.append(t.operand)
      case .member, .optionalChain, .forceUnwrap: stack.append(Self.memberChain(next).root)
      case .call(let c): stack.append(c.callee)
      case .tuple(let t): stack.append(contentsOf: t.elements.map(\.value))
      default: break
      }
    }
    return false
  }
}
