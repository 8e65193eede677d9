import TrustLintSyntax

/// One object behind a protocol both makes the evaluation and takes the report:
/// `guard let evaluation = try? await trust.evaluate(.payment) else { … }` then
/// `trust.report(evaluation, .usedUnchangedFriction)` on `let trust: any TrustEvaluating`.
/// A conformer whose `evaluate` only throws or traps (a UI-test stub selected by a launch
/// argument, compiled into every build: `func evaluate(…) throws -> E { throw Stubbed() }`,
/// `func report(…) {}`) never hands out an evaluation, so where `trust` is that stub no
/// evaluation reaches `report`: its empty `report` drops nothing. Before, it made the call no
/// report and the app's model leaked on every path (probes-dx p24); a double that never
/// touches the framework was noise in the app's own code. A conformer whose producer can
/// return (a stub handing back a stored evaluation) keeps its place, and so does every
/// conformer when the evaluation came from anywhere else.
extension GraphBuilder {
  /// `found` (the conformers' methods a call on a protocol-typed receiver may run) without
  /// those of types whose methods that made each evaluation passed never return one, when every
  /// evaluation passed was bound only from calls on the same receiver (a name or `self.name`
  /// that the body never binds or assigns); unchanged when that leaves none.
  func withoutDoublesThatMadeNone(_ found: [ResolvedCall], _ c: CallExpr, _ shape: CallShape) -> [ResolvedCall] {
    guard found.count > 1, !bindings.sources.isEmpty, let receiver = shape.receiver.flatMap(Self.stableName),
      // `trust = UITestStub()` between the calls, or a local `let trust = fallback` beside
      // `self.trust`: the two calls may reach different objects, and the one that made the
      // evaluation is not the one that drops it (probes-eb p48, p50).
      !bindings.bound.contains(receiver)
    else {
      return found
    }
    var producers: Set<String> = []
    for a in c.allArguments {
      guard case .identifier(let n) = a.value, let sources = bindings.sources[n.text] else { continue }
      for source in sources {
        guard case .call(let made) = Self.unwrappingEffects(source), case .member(let m) = made.callee,
          Self.stableName(m.base) == receiver
        else { return found }
        producers.insert(m.name.text)
      }
    }
    guard !producers.isEmpty else { return found }
    let kept = found.filter { call in
      guard let owner = index.functions[Int(call.function)].ownerPath.last else { return true }
      return !producers.allSatisfy { name in
        let own = index.functions(named: name).filter { $0.ownerPath.last == owner }
        return !own.isEmpty && own.allSatisfy(\.neverReturnsEvaluation)
      }
    }
    return kept.isEmpty ? found : kept
  }

  /// `trust` or `self.trust`: the name of a receiver that is the same object at both calls.
  private static func stableName(_ e: Expr) -> String? {
    switch e {
    case .identifier(let n): return n.text == "self" ? nil : n.text
    case .member(let m):
      if case .identifier(let base) = m.base, base.text == "self" { return m.name.text }
      return nil
    default: return nil
    }
  }

  /// The call inside `try`, `try?`, `try!` and `await`.
  private static func unwrappingEffects(_ e: Expr) -> Expr {
    var e = e
    while true {
      switch e {
      case .try(let t): e = t.operand
      case .await(_, let operand): e = operand
      default: return e
      }
    }
  }
}
