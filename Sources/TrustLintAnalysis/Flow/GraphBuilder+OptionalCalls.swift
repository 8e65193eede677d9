import TrustLintSyntax

/// `reporter?.settle(evaluation)`, `self?.presenter.present(evaluation)`: when a link of the
/// receiver chain is nil, Swift skips the whole call, arguments included. A consuming helper
/// called that way reports on the path where the receiver exists only; on the other the
/// evaluation is still owed (a VIPER `weak var output`, a `[weak self]` closure).
extension GraphBuilder {
  /// Lowers `c` as two paths, the call made and the call skipped, when its receiver chain has
  /// an optional link, the chain's root is not an evaluation (`e?.reportConsumption(…)` is
  /// the evaluation's own nil test), and a tracked name is passed. Returns the call's value
  /// (itself optional), or nil (the outer optional) when `c` is not such a call. On the skipped path an argument the callee is not declared for stays an escape, as
  /// on the other: only a helper of the program is known to report, and only its call is missed.
  func lowerOptionalChainedCall(_ c: CallExpr) -> Int32?? {
    guard case .member(let m) = c.callee, Self.hasOptionalLink(m.base) else { return nil }
    let (root, _) = Self.memberChain(m.base)
    if case .identifier(let n) = root {
      if trackedNames.contains(n.text) || index.borrowed.names.contains(n.text) { return nil }
      if n.text == "self", selfVariable != nil { return nil }
    }
    let passed = c.allArguments.compactMap { a -> String? in
      if case .identifier(let n) = SyntaxQueries.stripped(a.value), trackedNames.contains(n.text) { return n.text }
      return nil
    }
    guard !passed.isEmpty else { return nil }
    let shape = CallShape(c)
    let declared = !candidates(for: c, shape, receiverIsEvaluation: false).isEmpty
    let skip = ExitContext.skippedCall(first: SourceText.firstToken(of: c.callee) ?? m.name.token, name: m.name.token)
    let value = lowerCallMadeOrSkipped(c, skip: skip) {
      guard !declared else { return }
      for name in passed {
        if let v = trackedVariable(name) { emit(.escape(variable: v, token: c.openToken)) }
      }
    }
    return .some(value)
  }

  /// Lowers `call` as two paths that meet after it: the call made, and the call skipped (the
  /// branch `skip`, where `onSkip` lowers what that path does instead). Returns the call's value.
  private func lowerCallMadeOrSkipped(_ call: CallExpr, skip: ExitContext, onSkip: () -> Void = {}) -> Int32? {
    let start = current
    let made = newNode()
    link(start, made)
    current = made
    let value = lowerCallOnce(call)
    let madeEnd = current
    let skipped = newNode()
    link(start, skipped)
    current = skipped
    enterBranch(skip)
    onSkip()
    let after = newNode()
    link(current, after)
    link(madeEnd, after)
    current = after
    return value
  }

  /// `delegate?.review?(self, didFinishWith: evaluation)`: a call of an `@objc optional`
  /// requirement is skipped when the conformer does not implement it, whatever its receiver.
  /// When a method of that name is declared in the program, lowers the call as two paths, the
  /// call made (as `delegate?.review(…)`) and skipped (which also covers a nil link); otherwise
  /// returns nil and the call stays what it was (an optional closure property's call, whose
  /// arguments escape). Returns the call's value (optional) as `lowerOptionalChainedCall`.
  func lowerOptionalRequirementCall(_ c: CallExpr) -> Int32?? {
    guard case .optionalChain(.member(let m), let question) = c.callee,
      optionalClosureProducerName(c) == nil, !index.functions(named: m.name.text).isEmpty
    else { return nil }
    let passesTracked = c.allArguments.contains { a in
      if case .identifier(let n) = SyntaxQueries.stripped(a.value) { return trackedNames.contains(n.text) }
      return false
    }
    guard passesTracked else { return nil }
    let direct = CallExpr(
      callee: .member(m), arguments: c.arguments, trailingClosures: c.trailingClosures,
      openToken: c.openToken, closeToken: c.closeToken)
    let value = lowerCallMadeOrSkipped(
      direct, skip: .skippedCall(first: SourceText.firstToken(of: c.callee) ?? m.name.token, name: question))
    return .some(value)
  }

  /// Whether a receiver chain has a `?` link (`reporter?`, `self?.presenter`, `a.b?.c`).
  static func hasOptionalLink(_ expr: Expr) -> Bool {
    var e = expr
    var steps = 0
    while steps < 1_000 {
      steps += 1
      switch e {
      case .optionalChain: return true
      case .member(let m): e = m.base
      case .forceUnwrap(let op, _): e = op
      case .call(let c): e = c.callee
      default: return false
      }
    }
    return false
  }
}
