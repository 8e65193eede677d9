import TrustLintSyntax

/// Answers of other checks: the parameters of a closure that is handed no level and is written
/// inside a branch of an outcome test (`runStandardChecks { passed in … }`, `authenticate(reason:)
/// { ok in … }` in the `.unknown` case): a check run because of that branch. (The parameters of
/// a closure around the test, `Reduce { state, action in switch action { … } }`, are not.) An approval in
/// an unknown branch that runs only where such an answer allows it (`if passed { proceed() }`,
/// `guard let self, ok else { return }; proceed()`, a case of `switch result` over it) is the app keeping the checks it already
/// runs, which RULES.md names as what Apple recommends (`return existingChecksPass()`).
extension OutcomeWalker {
  /// The parameters of `closure` bound to no level in `state` (its parameters already bound).
  func answerNames(_ closure: ClosureExpr, _ state: OutcomeState) -> [String] {
    closure.parameters.map(\.name.text).filter { name in
      name != "_" && (state.bindings[name] ?? nil) == nil
    }
  }

  /// Whether one of `conditions` reads an answer of `state` and is no outcome test itself
  /// (`vendor.onEvaluation { current in if case .success(.unknown) = current.insight.outcome
  /// { … } }` tests the outcome the closure was handed, not another check's answer).
  func readsAnswer(_ conditions: [Condition], _ state: OutcomeState) -> Bool {
    guard !state.answers.isEmpty else { return false }
    var scratch = state
    for c in conditions {
      let n = condition(c, &scratch)
      guard n.whenTrue.isEmpty && n.whenFalse.isEmpty else { continue }
      var found = false
      let visitor = SyntaxVisitor()
      visitor.visitExpr = { e in
        if case .identifier(let name) = e, state.answers.contains(name.text), (state.bindings[name.text] ?? nil) == nil
        {
          found = true
        }
        return !found
      }
      visitor.walk([c])
      if found { return true }
    }
    return false
  }
}
