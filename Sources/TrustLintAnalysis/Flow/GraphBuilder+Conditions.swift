import TrustLintSyntax

extension GraphBuilder {
  /// Lowers an `if`/`guard`/`while` condition list. The current node is left on the path
  /// where every condition holds; the returned nodes are where one failed (to be joined).
  /// `if let e = …`, `guard let e else`, `case let e? = …` refine nil-ness on each side.
  func lowerConditions(_ conditions: [Condition]) -> [Int32] {
    testDepth += 1
    defer { testDepth -= 1 }
    var falses: [Int32] = []
    for condition in conditions {
      switch condition {
      case .expr(let e):
        let (t, f) = lowerBool(e)
        falses += f
        join(t)
      case .optionalBinding(_, let pattern, _, let initializer):
        var source: Int32?
        var nilness: Int32?
        if let initializer {
          source = lowerExpr(initializer)
          if source == nil { nilness = optionalChainRoot(initializer) }
        } else if case .binding(let n) = pattern {
          // `guard let pending else`: the property of that name when no local has it.
          source = trackedVariable(n.text) ?? borrowedProperty(n)
          // `if let level` reads `level` as `if let level = level` does: a test of the outcome
          // it was bound from (`let level = try? e.insight.outcome.get()`), which a constant
          // report after it follows (probes-ey, beside p33).
          if !outcomeValues.isEmpty, let read = outcomeValues[n.text] { for v in read { noteOutcomeRead(v) } }
        }
        // `guard let level = try? e.insight.outcome.get()`: nil exactly for a failed insight.
        var outcome: Int32?
        if let subject = initializer.map({ outcomeSubject($0) })
          ?? {
            if case .binding(let n) = pattern { return outcomeSubject(.identifier(n)) } else { return nil }
          }(), subject.shape == .optionalValue
        {
          outcome = subject.variable
        }
        let saved = current
        let failed = branch()
        current = failed
        if let r = source ?? nilness { emit(.refine(variable: r, isNil: true)) }
        if let outcome { narrowOutcome(outcome, to: .failure) }
        falses.append(failed)
        current = newNode()
        link(saved, current)
        if let r = source ?? nilness { emit(.refine(variable: r, isNil: false)) }
        if let outcome { narrowOutcome(outcome, to: .success) }
        if mayLoopOverStreams, bindGroupNext(pattern, initializer) {
          // `while let evaluation = try await group.next()` (GraphBuilder+TaskGroupNext.swift).
        } else if case .binding(let n) = pattern {
          let v = declare(n.text)
          if let outcome { outcomeAliases[v] = (outcome, .value) }
          if trackedNames.contains(n.text) { emit(.assign(to: v, from: source.map { [$0] } ?? [])) }
          // `guard let r = try? await gate.evaluate()` of a `Result` producer: `r` holds it.
          if let source, resultHolders.contains(source), !Self.isResultGet(initializer) { resultHolders.insert(v) }
          if let source, let slots = wrapperSlots[source] { wrapperSlots[v] = slots }
        } else {
          declarePatternNames(pattern)
          if let source { emit(.escape(variable: source, token: pattern.firstToken ?? 0)) }
        }
      case .casePattern(let pattern, let initializer, _):
        let source = lowerExpr(initializer)
        let nilness = source == nil ? optionalChainRoot(initializer) : nil
        let saved = current
        let failed = branch()
        falses.append(failed)
        if !resultHolders.isEmpty {
          current = failed
          refineFailedResultMatch(pattern, subject: source)
        }
        // `if case let e? = evaluation`, `case .some(let e)`: the pattern takes every value, so it
        // fails only where there is none (probes-bw p143). Not for an optional chain's root
        // (`evaluation?.insight…` may be nil for another reason).
        if let source, Self.matchesEverySome(pattern) {
          current = failed
          emit(.refine(variable: source, isNil: true))
        }
        current = newNode()
        link(saved, current)
        if let subject = outcomeSubject(initializer) {
          let (cases, exact) = Self.outcomeCases(of: pattern, shape: subject.shape)
          narrowOutcome(subject.variable, to: cases)
          if exact {
            let matched = current
            current = failed
            narrowOutcome(subject.variable, to: OutcomeCases.all.subtracting(cases))
            current = matched
          }
        }
        casePatternSubjectKey = payloadSubjectKey(of: initializer)
        bindCasePattern(pattern, subject: source, nilness: nilness)
        casePatternSubjectKey = nil
      case .availability(let first, let last):
        // Where an evaluation exists the system is iOS 27.0 or later (probes-cf p106, p107):
        // `#available(iOS 27, *)` has no false edge, `#unavailable(iOS 27)` no true one.
        switch AvailabilityConditions.valueWhereEvaluationsExist(tree.text(from: first, through: last)) {
        case true?:
          break
        case false?:
          falses.append(current)
          deadEnd()
        case nil:
          let saved = current
          falses.append(branch())
          current = newNode()
          link(saved, current)
        }
      }
    }
    return falses
  }

  /// `e?`, `_?`, `.some(let e)`, `Optional.some(_)`: a pattern that matches every value an
  /// optional holds, so that it fails exactly for `nil`.
  static func matchesEverySome(_ pattern: Pattern) -> Bool {
    let inner: Pattern
    switch pattern {
    case .optional(let p): inner = p
    case .enumCase(let prefix, let name, let payload?) where name.text == "some" && payload.count == 1:
      if let prefix {
        guard case .identifier(let n) = prefix, n.text == "Optional" else { return false }
      }
      inner = payload[0]
    default: return false
    }
    switch inner {
    case .binding, .wildcard: return true
    // `(e, decision)?`: names alone take every tuple the optional holds.
    case .tuple(let ps):
      return ps.allSatisfy {
        if case .binding = $0 { return true }
        if case .wildcard = $0 { return true }
        return false
      }
    default: return false
    }
  }

  /// Lowers a boolean expression with short circuits: the nodes where it is true and where
  /// it is false. `e == nil` / `e != nil` refine the evaluation's nil-ness.
  func lowerBool(_ expr: Expr) -> (trues: [Int32], falses: [Int32]) {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maxDepth {
      graph.isTruncated = true
      return ([current], [])
    }
    switch expr {
    case .binary(let b) where b.op.text == "&&":
      let (t1, f1) = lowerBool(b.lhs)
      join(t1)
      let (t2, f2) = lowerBool(b.rhs)
      return (t2, f1 + f2)
    case .binary(let b) where b.op.text == "||":
      let (t1, f1) = lowerBool(b.lhs)
      join(f1)
      let (t2, f2) = lowerBool(b.rhs)
      return (t1 + t2, f2)
    case .prefix(let op, let operand) where op.text == "!":
      let (t, f) = lowerBool(operand)
      return (f, t)
    case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil:
      return lowerBool(t.elements[0].value)
    case .identifier(let n) where reportFlags[n.text] != nil && lookup(n.text) != nil:
      return flagBranches(reportedWhenTrue: reportFlags[n.text]!, slot: conditionSlot(n.text))
    case .identifier(let n) where conditionNames.contains(n.text) && conditionSlot(n.text) != nil:
      return conditionBranches(conditionSlot(n.text)!)
    case .binary(let b) where (b.op.text == "==" || b.op.text == "!=") && flagComparison(b) != nil:
      let (flag, literal) = flagComparison(b)!
      let reportedWhenTrue = (literal == reportFlags[flag]!) == (b.op.text == "==")
      // The edge taken when the comparison holds is the flag's `literal` (or its negation).
      let slot = conditionSlot(flag)
      return flagBranches(reportedWhenTrue: reportedWhenTrue, slot: slot, flagWhenTrue: literal == (b.op.text == "=="))
    case .binary(let b) where (b.op.text == "==" || b.op.text == "!=") && outcomeComparison(b) != nil:
      let (v, whenTrue) = outcomeComparison(b)!
      _ = lowerExpr(b.lhs)
      _ = lowerExpr(b.rhs)
      let saved = current
      let t = branch()
      let f = branch()
      current = t
      narrowOutcome(v, to: whenTrue)
      current = f
      narrowOutcome(v, to: OutcomeCases.all.subtracting(whenTrue))
      current = saved
      return ([t], [f])
    case .binary(let b) where (b.op.text == "==" || b.op.text == "!=") && Self.nilComparand(b) != nil:
      let other = Self.nilComparand(b)!
      let v = lowerExpr(other)
      let t = branch()
      let f = branch()
      if let v {
        current = t
        emit(.refine(variable: v, isNil: b.op.text == "=="))
        current = f
        emit(.refine(variable: v, isNil: b.op.text != "=="))
      }
      return ([t], [f])
    case .member(let m) where nilTestProperty(m) != nil:
      // `kept.isNil` through a helper of `Optional` (`GraphBuilder+NilTestProperties.swift`).
      let (v, isNilWhenTrue) = nilTestProperty(m)!
      _ = lowerExpr(expr)
      return split(.refine(variable: v, isNil: isNilWhenTrue), .refine(variable: v, isNil: !isNilWhenTrue))
    case .binary(let b) where lastPassTest(b) != nil:
      // `attempt == maxAttempts` in a `for attempt in 1...maxAttempts` (`GraphBuilder+LastPass.swift`).
      let (slot, lastWhenTrue) = lastPassTest(b)!
      _ = lowerExpr(expr)
      return split(.testCondition(slot: slot, value: lastWhenTrue), .testCondition(slot: slot, value: !lastWhenTrue))
    default:
      _ = lowerExpr(expr)
      let t = branch()
      let f = branch()
      return ([t], [f])
    }
  }
}

extension GraphBuilder {
  /// Splits on a report flag: each side knows whether the evaluations were reported. A flag
  /// with a condition slot is followed path by path (`flagWhenTrue`: the flag's value on the
  /// true side): a path that set it knows its value whatever it reported, so deleting the
  /// report next to `reported = true` leaves that path unreported; what the flag means is the
  /// fallback only where its value is not known.
  func flagBranches(reportedWhenTrue: Bool, slot: Int32? = nil, flagWhenTrue: Bool = true) -> (
    trues: [Int32], falses: [Int32]
  ) {
    let saved = current
    let t = branch()
    let f = branch()
    for (node, side) in [(t, true), (f, false)] {
      current = node
      let reported = side == reportedWhenTrue
      if let slot {
        emit(.flagCondition(slot: slot, value: side == flagWhenTrue, reported: reported))
      } else {
        emit(.flagTest(reported: reported))
      }
    }
    current = saved
    return ([t], [f])
  }

  /// `reported == true`, `false != reported`: the flag and the literal.
  func flagComparison(_ b: BinaryExpr) -> (String, Bool)? {
    for (x, y) in [(b.lhs, b.rhs), (b.rhs, b.lhs)] {
      if case .identifier(let n) = x, reportFlags[n.text] != nil, lookup(n.text) != nil, case .literal(let l) = y,
        l.kind == .true || l.kind == .false
      {
        return (n.text, l.kind == .true)
      }
    }
    return nil
  }

  /// The tracked evaluation `e` of `e?.a.b`, which is nil exactly when `e` is (members only
  /// after the one optional link at the root).
  func optionalChainRoot(_ expr: Expr) -> Int32? {
    var x = expr
    for _ in 0..<64 {
      switch x {
      case .member(let m): x = m.base
      case .optionalChain(let op, _):
        if case .identifier(let n) = op { return trackedVariable(n.text) }
        return nil
      default: return nil
      }
    }
    return nil
  }

  /// In `x == nil` / `nil != x`, the `x`.
  static func nilComparand(_ b: BinaryExpr) -> Expr? {
    if case .literal(let l) = b.rhs, l.kind == .nil { return b.lhs }
    if case .literal(let l) = b.lhs, l.kind == .nil { return b.rhs }
    return nil
  }
}

extension Pattern {
  /// The first token of a pattern, when it has one that is cheap to find.
  var firstToken: TokenIndex? {
    switch self {
    case .wildcard(let t): return t
    case .binding(let n): return n.token
    case .enumCase(_, let n, _): return n.token
    case .tuple(let ps): return ps.first?.firstToken
    case .optional(let p), .cast(let p, _): return p.firstToken
    case .isType(let t): return t.first
    case .expression: return nil
    }
  }
}
