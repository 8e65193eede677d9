import TrustLintSyntax

/// Boolean tests written with `??` on a `try?` of the outcome: `(try? insight.outcome.get() ==
/// .high) ?? false` and `(try? insight.outcome.get()).map { $0 != .unknown } ?? true`. `nil`
/// there is the insight's failure (nothing else in the `try?` can throw), so the default
/// literal is the test's value for `.failure`, and the rest is the test on the value.
extension OutcomeWalker {
  /// The test `lhs ?? rhs` makes, when `rhs` is `true` or `false` and `lhs` is one of the
  /// shapes above; `.none` otherwise.
  func coalescedTest(_ lhs: Expr, _ rhs: Expr, _ st: OutcomeState) -> OutcomeNarrowing {
    guard case .literal(let l) = SyntaxQueries.stripped(rhs), l.kind == .true || l.kind == .false else {
      return .none
    }
    guard let onValue = optionalTest(Self.unparenthesized(lhs), st) else { return .none }
    // Where the insight failed the optional is `nil` and the default is the value.
    var n = onValue
    let keys = Set(n.whenTrue.keys).union(n.whenFalse.keys)
    for key in keys {
      var whenTrue = n.whenTrue[key] ?? .values
      var whenFalse = n.whenFalse[key] ?? .values
      if l.kind == .true {
        whenTrue.insert(.failure)
        whenFalse.remove(.failure)
      } else {
        whenFalse.insert(.failure)
        whenTrue.remove(.failure)
      }
      n.whenTrue[key] = whenTrue
      n.whenFalse[key] = whenFalse
    }
    return n
  }

  /// The test an optional `Bool` makes on the outcome's value where it is not `nil`:
  /// `try? <test of try …get()>`, or `(try? …get()).map { <test of $0> }`.
  private func optionalTest(_ e: Expr, _ st: OutcomeState) -> OutcomeNarrowing? {
    switch e {
    case .try(let t) where t.kind == .optional:
      guard throwsOnlyOutcomeGet(t.operand, st) else { return nil }
      let n = evaluate(t.operand, st)
      return n.whenTrue.isEmpty && n.whenFalse.isEmpty ? nil : n
    case .call(let c):
      guard case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "map",
        let base = subject(m.base, st), base.kind == .optional,
        c.allArguments.count == 1, case .closure(let closure) = c.allArguments[0].value, closure.parameters.count <= 1,
        closure.body.count == 1, case .expr(let body) = closure.body[0]
      else { return nil }
      var inner = st
      inner.bindings[closure.parameters.first?.name.text ?? "$0"] = .some(OutcomeSubject(key: base.key, kind: .value))
      let n = evaluate(body, inner)
      return n.whenTrue.isEmpty && n.whenFalse.isEmpty ? nil : n
    default:
      return nil
    }
  }

  /// Whether every call in `e` is `….insight.outcome.get()` (at least one; nothing else that
  /// could throw, no closures): then `try?` is `nil` exactly where the insight failed.
  private func throwsOnlyOutcomeGet(_ e: Expr, _ st: OutcomeState) -> Bool {
    var stack = [e]
    var gets = 0
    while let next = stack.popLast() {
      if gets + stack.count > 64 { return false }
      switch next {
      case .call(let c):
        guard c.arguments.isEmpty, c.trailingClosures.isEmpty, case .member(let m) = SyntaxQueries.stripped(c.callee),
          m.name.text == "get", subject(m.base, st)?.kind == .result
        else { return false }
        gets += 1
      case .identifier, .literal, .implicitMember, .member: break
      case .binary(let b): stack += [b.lhs, b.rhs]
      case .prefix(_, let operand), .await(_, let operand), .forceUnwrap(let operand, _): stack.append(operand)
      case .tuple(let t): stack += t.elements.map(\.value)
      case .try(let t): stack.append(t.operand)
      default: return false
      }
    }
    return gets > 0
  }

  /// `(e)` is `e`.
  static func unparenthesized(_ e: Expr) -> Expr {
    if case .tuple(let t) = e, t.elements.count == 1, t.elements[0].label == nil {
      return unparenthesized(t.elements[0].value)
    }
    return e
  }
}
