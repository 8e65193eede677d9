import TrustLintSyntax

/// A closure parameter that receives a `Result<Evaluation, …>` (a completion handler typed
/// `(Result<CoachingEvaluation, Error>) -> Void`) holds the evaluation on success and nothing
/// on failure, as an optional evaluation holds one or is nil: `case .success(let e)` unwraps
/// it, `case .failure` means there is none on that path, `try result.get()` is the evaluation
/// where it returns and nothing where it throws.
extension GraphBuilder {
  /// For a pattern matched against a `Result` holder: the pattern inside `.success(…)` (the
  /// evaluation's), or `.failure` (nothing is held on that path); nil for other patterns.
  func resultPattern(_ pattern: Pattern, subject: Int32?) -> ResultPattern? {
    guard let subject, resultHolders.contains(subject) else { return nil }
    var p = pattern
    if case .optional(let inner) = p { p = inner }
    guard case .enumCase(_, let name, let payload) = p else { return nil }
    switch name.text {
    case "success":
      guard let payload, payload.count == 1 else { return .success(nil) }
      return .success(payload[0])
    case "failure":
      return .failure
    default:
      return nil
    }
  }

  /// Whether `e` is `try result.get()` (perhaps `try?`, `await`): its value is the evaluation
  /// the holder holds (`resultGet` gives the holder's variable), not another holder.
  static func isResultGet(_ e: Expr?) -> Bool {
    guard let e, case .call(let c) = SyntaxQueries.stripped(e) else { return false }
    return CallShape(c).name?.text == "get" && c.arguments.isEmpty
  }

  /// What a pattern against a `Result` holder says.
  enum ResultPattern {
    /// `.success(p)` (nil: `.success` without a payload pattern).
    case success(Pattern?)
    case failure
  }

  /// `if case .success(let e) = result`: where the pattern fails, the other case holds.
  func refineFailedResultMatch(_ pattern: Pattern, subject: Int32?) {
    guard let subject, let r = resultPattern(pattern, subject: subject) else { return }
    switch r {
    case .success: emit(.refine(variable: subject, isNil: true))
    case .failure: emit(.refine(variable: subject, isNil: false))
    }
  }

  /// `result.get()` on a holder: the holder itself (what `let e = try result.get()` binds),
  /// noted so that the error edge of the enclosing `try` knows it held nothing.
  func resultGet(_ c: CallExpr, name: String, receiver: Int32?) -> Int32? {
    guard name == "get", let receiver, resultHolders.contains(receiver), c.arguments.isEmpty,
      c.trailingClosures.isEmpty
    else { return nil }
    resultGets.append(receiver)
    return receiver
  }
}
