import TrustLintSyntax

/// Results made from the outcome whose failure is still exactly the insight's failure, so that
/// the `case .failure` of a `switch` over them is an insight-failure branch
/// (`consumption_value_mismatch`), as it is over the outcome itself (probes-df).
extension OutcomeWalker {
  /// `Result { try E.insight.outcome.get() }`: the outcome itself, rebuilt (its successes are
  /// the levels, its failure the thrown `InsightError`). `E.insight.outcome.map { … }`: the
  /// same failure with the app's own success values (`OutcomeSubject.Kind.mappedResult`).
  /// `flatMap` counts only when its closure gives nothing but `.success(…)`: one that may
  /// give a `.failure` of its own makes failures of a used insight (probes-di d01-d04).
  /// `mapError` keeps which outcomes fail, so its result stays the subject it was made from.
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
    case .member(let m) where m.name.text == "flatMap":
      guard c.arguments.count + c.trailingClosures.count == 1, let base = subject(m.base, st),
        base.kind == .result || base.kind == .mappedResult,
        let closure = Self.onlyClosureArgument(c), Self.givesOnlySuccesses(closure)
      else { return nil }
      return OutcomeSubject(key: base.key, kind: .mappedResult)
    case .member(let m) where m.name.text == "mapError":
      guard c.arguments.count + c.trailingClosures.count == 1, let base = subject(m.base, st),
        base.kind == .result || base.kind == .mappedResult
      else { return nil }
      return base
    default:
      return nil
    }
  }

  /// Whether a local's initializer is an outcome `flatMap` that `outcomeResultSubject` does not
  /// take (its closure may give a `.failure` of its own): then `let checked: Result<Value,
  /// RiskError> = outcome.flatMap { … }` holds failures the app made, and its written type
  /// does not make its `case .failure` the insight's failure (probes-dk f03).
  func makesOwnFailures(_ initializer: Expr?, _ st: OutcomeState) -> Bool {
    guard let initializer, case .call(let c) = SyntaxQueries.stripped(initializer),
      case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "flatMap"
    else { return false }
    return outcomeResultSubject(c, st) == nil
  }

  /// The closure of a call with one closure argument, written trailing or not.
  private static func onlyClosureArgument(_ c: CallExpr) -> ClosureExpr? {
    if c.trailingClosures.count == 1, c.arguments.isEmpty, case .closure(let closure) = c.trailingClosures[0].value {
      return closure
    }
    if c.arguments.count == 1, c.trailingClosures.isEmpty, case .closure(let closure) = c.arguments[0].value {
      return closure
    }
    return nil
  }

  /// Whether every value the closure gives is a `.success(…)` call (`.success(x)`,
  /// `Result.success(x)`, `Result<T, E>.success(x)`), so that it cannot fail on its own.
  private static func givesOnlySuccesses(_ closure: ClosureExpr) -> Bool {
    let values = SyntaxQueries.returnedValues(closure.body)
    return !values.isEmpty
      && values.allSatisfy { v in
        guard case .call(let call) = SyntaxQueries.stripped(v) else { return false }
        switch SyntaxQueries.stripped(call.callee) {
        case .implicitMember(let n): return n.text == "success"
        case .member(let m): return m.name.text == "success"
        default: return false
        }
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
