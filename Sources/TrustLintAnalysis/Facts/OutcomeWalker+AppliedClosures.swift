import TrustLintSyntax

/// Closures applied where they are written, for the outcome walker.
extension OutcomeWalker {
  /// Walks `{ … }()` bound to `name` (`let isSafe: Bool = { switch level { … } }()`, a `lazy
  /// var` set the same way): the closure's `return`s are the value that name receives, so its
  /// `return true` is returned from `isSafe` as a function's is from its name. False when `e`
  /// is not such a call (the caller walks it as any expression).
  func appliedClosure(_ e: Expr, boundTo name: String?, _ st: OutcomeState) -> Bool {
    guard let name, case .call(let c) = e, c.arguments.isEmpty, c.trailingClosures.isEmpty,
      case .closure(let closureExpr) = c.callee, closureExpr.parameters.isEmpty
    else { return false }
    closure(closureExpr, st, returnsAs: name)
    return true
  }
}
