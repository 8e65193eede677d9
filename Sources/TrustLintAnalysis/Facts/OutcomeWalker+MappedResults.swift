import TrustLintSyntax

/// Results made from the outcome whose failure is still exactly the insight's failure, so that
/// the `case .failure` of a `switch` over them is an insight-failure branch
/// (`consumption_value_mismatch`), as it is over the outcome itself (probes-df).
extension OutcomeWalker {
  /// `Result { try E.insight.outcome.get() }`: the outcome itself, rebuilt (its successes are
  /// the levels, its failure the thrown `InsightError`). `E.insight.outcome.map { … }`: the
  /// same failure with the app's own success values (`OutcomeSubject.Kind.mappedResult`).
  /// `flatMap` is left out: its closure may make failures of its own.
  func outcomeResultSubject(_ c: CallExpr, _ st: OutcomeState) -> OutcomeSubject? {
    switch SyntaxQueries.stripped(c.callee) {
    case .identifier(let n) where n.text == "Result":
      guard let closure = Self.catchingClosure(c), closure.parameters.isEmpty,
        let value = Self.onlyValue(of: closure), case .try(let t) = value, t.kind == .plain,
        let inner = subject(value, st), inner.kind == .value, !inner.key.hasPrefix("parameter:")
      else { return nil }
      return OutcomeSubject(key: inner.key, kind: .result)
    case .member(let m) where m.name.text == "map":
      guard c.arguments.count + c.trailingClosures.count == 1, let base = subject(m.base, st),
        base.kind == .result || base.kind == .mappedResult
      else { return nil }
      return OutcomeSubject(key: base.key, kind: .mappedResult)
    default:
      return nil
    }
  }

  /// The closure of `Result { … }` or `Result(catching: { … })`, nil for any other call.
  private static func catchingClosure(_ c: CallExpr) -> ClosureExpr? {
    if c.arguments.isEmpty, c.trailingClosures.count == 1, case .closure(let closure) = c.trailingClosures[0].value {
      return closure
    }
    guard c.trailingClosures.isEmpty, c.arguments.count == 1, c.arguments[0].label?.text == "catching",
      case .closure(let closure) = c.arguments[0].value
    else { return nil }
    return closure
  }
}
