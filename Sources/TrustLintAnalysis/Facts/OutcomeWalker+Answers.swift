import TrustLintSyntax

/// Answers of other checks: the parameters of a closure that is handed no level and is written
/// inside a branch of an outcome test (`runStandardChecks { passed in … }`, `authenticate(reason:)
/// { ok in … }` in the `.unknown` case): a check run because of that branch. (The parameters of
/// a closure around the test, `Reduce { state, action in switch action { … } }`, are not.) An approval in
/// an unknown branch that runs only where such an answer allows it (`if passed { proceed() }`,
/// `guard let self, ok else { return }; proceed()`, a case of `switch result` over it) is the app keeping the checks it already
/// runs, which RULES.md names as what Apple recommends (`return existingChecksPass()`).
/// The same holds for a check awaited inside the branch (`if await confirm(summary) { try await
/// commitPayee(token) }`, `guard try await checks.run() else { return }`, or a `let ok = await
/// askPerson()` read later): async code asks the person or the server there, as a callback does.
/// A synchronous call (`if isSmall(amount)`) stays no answer: it may be a mere predicate. One
/// whose name says it runs the app's checks (`guard rules.passesStandardChecks(id) else`,
/// `if complianceCheckPassed(order)`) is an answer too: RULES.md's own example of keeping the
/// checks, `return existingChecksPass()`, is synchronous.
extension OutcomeWalker {
  /// The parameters of `closure` bound to no level in `state` (its parameters already bound).
  func answerNames(_ closure: ClosureExpr, _ state: OutcomeState) -> [String] {
    closure.parameters.map(\.name.text).filter { name in
      name != "_" && (state.bindings[name] ?? nil) == nil
    }
  }

  /// Whether one of `conditions` reads an answer of `state` and is no outcome test itself
  /// (`vendor.onEvaluation { current in if case .success(.unknown) = current.insight.outcome
  /// { … } }` tests the outcome the closure was handed, not another check's answer), or, inside
  /// a branch, is a check awaited there (`if await confirm(…)`).
  func readsAnswer(_ conditions: [Condition], _ state: OutcomeState) -> Bool {
    if state.branch != nil,
      conditions.contains(where: { c in
        if case .expr(let e) = c { return Self.isCheckAnswer(e) }
        return false
      })
    {
      return true
    }
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

  /// Whether `e` is a check awaited right there: `await f(…)`, `try await f(…)`, or one operand
  /// of `&&` that is (both must hold, so the approval still waits for that check).
  static func isAwaitedCheck(_ e: Expr) -> Bool {
    switch e {
    case .try(let t): return t.kind != .forced && isAwaitedCheck(t.operand)
    case .await(_, let operand):
      if case .try(let t) = operand { return isAwaitedCheck(.await(token: 0, operand: t.operand)) }
      if case .call = operand { return true }
      return false
    case .binary(let b) where b.op.text == "&&": return isAwaitedCheck(b.lhs) || isAwaitedCheck(b.rhs)
    default: return false
    }
  }

  /// Whether `e` answers another check: an awaited call (`isAwaitedCheck`) or a call named as
  /// the app's checks (`isNamedCheck`).
  static func isCheckAnswer(_ e: Expr) -> Bool {
    isAwaitedCheck(e) || isNamedCheck(e)
  }

  /// Whether `e` is a call whose base name has the camelCase word `check` or `checks` and no
  /// word that turns it into a way around them (`shouldSkipChecks`, `passesWithoutCheck`), or
  /// one operand of `&&` that is; `try` and `await` around it are looked through.
  static func isNamedCheck(_ e: Expr) -> Bool {
    switch e {
    case .try(let t): return t.kind != .forced && isNamedCheck(t.operand)
    case .await(_, let operand): return isNamedCheck(operand)
    case .binary(let b) where b.op.text == "&&": return isNamedCheck(b.lhs) || isNamedCheck(b.rhs)
    case .call(let c):
      guard let name = SyntaxQueries.calleeName(c)?.text else { return false }
      let words = CamelCaseWords.lowercasedWords(name)
      return words.contains { $0 == "check" || $0 == "checks" } && !words.contains { checkAvoidingWords.contains($0) }
    default: return false
    }
  }

  /// Words that make a check's name ask for less of it, not for its answer.
  private static let checkAvoidingWords: Set<String> = [
    "skip", "skips", "bypass", "bypasses", "without", "no", "never", "dont", "should", "can", "needs", "need",
    "requires", "require", "disable", "disabled", "ignore", "ignores",
  ]
}
