import TrustLintSyntax

/// How an expression holds an evaluation's outcome: `E.insight.outcome` (a `Result`),
/// `try E.insight.outcome.get()` (a `Value`, only on the success side), `try? …get()` (a
/// `Value?`, nil for a failed insight).
enum OutcomeShape {
  case result, value, optionalValue
}

/// Tests of one outcome agree along a path: after `if case .failure = outcome { …; return }`,
/// a later `if case .success(let level) = outcome` cannot be false. The builder marks each
/// side of such a test with the cases it leaves (`FlowEvent.outcomeCases`), and the dataflow
/// drops the paths that ruled all of them out.
extension GraphBuilder {
  /// The evaluation whose outcome an expression holds, and how (a name bound from one of the
  /// forms of `OutcomeShape` counts too).
  func outcomeSubject(_ e: Expr) -> (variable: Int32, shape: OutcomeShape)? {
    var x = e
    for _ in 0..<8 {
      if case .tuple(let t) = x, t.elements.count == 1, t.elements[0].label == nil {
        x = t.elements[0].value
      } else if case .await(_, let op) = x {
        x = op
      } else {
        break
      }
    }
    switch x {
    case .identifier(let n):
      guard !outcomeAliases.isEmpty, let v = lookup(n.text) else { return nil }
      return outcomeAliases[v]
    case .member:
      return resultOutcome(x).map { ($0, .result) }
    case .try(let t):
      var op = t.operand
      if case .await(_, let inner) = op { op = inner }
      guard case .call(let c) = op, c.arguments.isEmpty, c.trailingClosures.isEmpty, case .member(let m) = c.callee,
        m.name.text == "get", let v = resultOutcome(m.base)
      else { return nil }
      return (v, t.kind == .optional ? .optionalValue : .value)
    default:
      return nil
    }
  }

  /// `E.insight.outcome` (through `?` and `!`), or a bare `insight.outcome` in an extension of
  /// the evaluation type.
  private func resultOutcome(_ e: Expr) -> Int32? {
    let (root, names) = Self.memberChain(e)
    guard case .identifier(let n) = root else { return nil }
    if names == ["insight", "outcome"] { return trackedVariable(n.text) }
    if n.text == "insight", names == ["outcome"], let s = selfVariable, lookup("insight") == nil { return s }
    return nil
  }

  /// Marks the current point: the outcome is one of `possible`.
  func narrowOutcome(_ v: Int32, to possible: OutcomeCases) {
    if possible != .all { emit(.outcomeCases(variable: v, possible: possible)) }
  }

  /// The cases a pattern matches on a subject of this shape, and whether it matches all of
  /// them (otherwise its failing side rules nothing out).
  static func outcomeCases(of pattern: Pattern, shape: OutcomeShape) -> (cases: OutcomeCases, exact: Bool) {
    switch shape {
    case .value:
      return valueCases(pattern)
    case .result:
      switch pattern {
      case .enumCase(_, let name, let payload) where name.text == "failure":
        return (.failure, payload.map { $0.count == 1 && isIrrefutable($0[0]) } ?? true)
      case .enumCase(_, let name, let payload) where name.text == "success":
        guard let payload else { return (.success, true) }
        return payload.count == 1 ? valueCases(payload[0]) : (.success, false)
      case .binding, .wildcard:
        return (.all, true)
      default:
        return (.all, false)
      }
    case .optionalValue:
      switch pattern {
      case .optional(let p):
        return valueCases(p)
      case .enumCase(_, let name, let payload) where name.text == "some":
        guard let payload else { return (.success, true) }
        return payload.count == 1 ? valueCases(payload[0]) : (.success, false)
      case .enumCase(_, let name, nil) where name.text == "none":
        return (.failure, true)
      case .expression(.literal(let l)) where l.kind == .nil:
        return (.failure, true)
      case .binding, .wildcard:
        return (.all, true)
      case .enumCase:
        // `case .high:` on an optional matches `.some(.high)`.
        return valueCases(pattern)
      default:
        return (.all, false)
      }
    }
  }

  /// The cases of a pattern on `IsLikelyBeingCoachedInsight.Value`.
  static func valueCases(_ p: Pattern) -> (cases: OutcomeCases, exact: Bool) {
    switch p {
    case .enumCase(_, let name, nil):
      switch name.text {
      case "high": return (.high, true)
      case "medium": return (.medium, true)
      case "unknown": return (.unknown, true)
      default: return (.newer, false)
      }
    case .binding, .wildcard:
      return (.success, true)
    default:
      return (.success, false)
    }
  }

  /// `let e`, `_`, `let e as Error`: matches any payload.
  static func isIrrefutable(_ p: Pattern) -> Bool {
    switch p {
    case .binding, .wildcard: return true
    default: return false
    }
  }

  /// The cases `subject == literal` is true for (`.high`, `.success(.high)`, `nil`), when the
  /// literal is one the analysis reads.
  static func equalityCases(_ literal: Expr, shape: OutcomeShape) -> OutcomeCases? {
    switch literal {
    case .literal(let l) where l.kind == .nil:
      return shape == .optionalValue ? .failure : nil
    case .implicitMember(let n):
      let (cases, exact) = valueCases(.enumCase(typePrefix: nil, name: n, payload: nil))
      return exact && shape != .result ? cases : nil
    case .call(let c):
      guard shape == .result, case .implicitMember(let n) = c.callee, n.text == "success", c.arguments.count == 1,
        case .implicitMember(let v) = c.arguments[0].value
      else { return nil }
      let (cases, exact) = valueCases(.enumCase(typePrefix: nil, name: v, payload: nil))
      return exact ? cases : nil
    default:
      return nil
    }
  }

  /// `outcome == .high`, `(try? e.insight.outcome.get()) != nil`: the outcome and the cases
  /// for which the comparison is true.
  func outcomeComparison(_ b: BinaryExpr) -> (variable: Int32, whenTrue: OutcomeCases)? {
    guard b.op.text == "==" || b.op.text == "!=" else { return nil }
    for (x, y) in [(b.lhs, b.rhs), (b.rhs, b.lhs)] {
      guard let subject = outcomeSubject(x), let cases = Self.equalityCases(y, shape: subject.shape) else { continue }
      return (subject.variable, b.op.text == "==" ? cases : OutcomeCases.all.subtracting(cases))
    }
    return nil
  }

  /// A variable bound from an outcome (`let level = try? e.insight.outcome.get()`) stands
  /// for it; bound from anything else, it no longer does.
  func noteOutcomeAlias(_ name: String, _ value: Expr?) {
    let subject = value.flatMap { outcomeSubject($0) }
    // Most bindings neither come from an outcome nor can shadow an alias: no scope lookup.
    guard subject != nil || !outcomeAliases.isEmpty, let target = lookup(name) else { return }
    // `let level: Value?` set by `level = try e.insight.outcome.get()` in a `do` and by
    // `level = nil` in its `catch`: a `let` is assigned once per path, so `level` is non-nil
    // exactly where the `get()` succeeded, as for `let level = try? …get()`.
    if subject == nil, case .literal(let l)? = value, l.kind == .nil, deferredLets.contains(target),
      let old = outcomeAliases[target], old.shape == .value
    {
      outcomeAliases[target] = (old.variable, .optionalValue)
      return
    }
    // `var level: Value?` proven set only there and to nil in the `catch`: the same, from the
    // assignment on (see `GraphBuilder+NilUntilOutcome.swift`).
    if nilUntilOutcomeVars.contains(target) {
      if let subject, subject.shape == .value {
        outcomeAliases[target] = (subject.variable, .optionalValue)
        return
      }
      if subject == nil, case .literal(let l)? = value, l.kind == .nil, outcomeAliases[target] != nil { return }
    }
    outcomeAliases[target] = subject
  }
}
