import TrustLintSyntax

/// Callback answers: in completion-handler code a function answers by calling its callback
/// parameter (`completion(.approved)`, `completion(.success(.allow))`) or by resuming a
/// continuation (`continuation.resume(returning: .approved)`); a value passed there is what
/// the function returns, and an approval value there is judged as a `return` of it.
extension OutcomeWalker {
  /// The parameters of `function` whose type is a function type (`@escaping (Decision) -> Void`,
  /// `((Bool) -> Void)?`).
  static func callbackNames(_ function: FunctionDecl) -> Set<String> {
    Set(function.parameters.filter { $0.type?.text.contains("->") == true }.map(\.name.text))
  }

  /// What `call` answers through: the callback parameter it calls, or `resume(returning:)`.
  func answeredThrough(_ call: CallExpr) -> String? {
    switch SyntaxQueries.stripped(call.callee) {
    case .identifier(let n) where unit.callbacks.contains(n.text):
      return n.text
    case .member(let m)
    where m.name.text == "resume" && call.arguments.count == 1 && call.arguments[0].label?.text == "returning":
      return "resume(returning:)"
    default:
      return nil
    }
  }

  /// Records what `leaf`, passed to `call`, answers through, and for a `true` whose function's
  /// name then says what it means, that function (`checkCanSkipPasscode(completion:)` calling
  /// `completion(true)`, `canSkip()` resuming `continuation.resume(returning: true)`). A `true`
  /// passed to one of several callbacks (`onLoading(true)` beside `completion`) answers only
  /// through one named as the completion is.
  func noteAnswer(_ call: CallExpr, _ leaf: Expr, _ fact: inout OutcomeValueFact) {
    guard let through = answeredThrough(call) else { return }
    fact.answeredThrough = through
    guard case .literal(let l) = leaf, l.kind == .true, let answering = unit.answering else { return }
    let lowered = through.lowercased()
    if through == "resume(returning:)" || answering.callbackCount == 1
      || Self.completionWords.contains(where: { lowered.contains($0) })
    {
      fact.answeringFunction = answering.name
    }
  }

  /// Words that name a function's completion callback.
  static let completionWords = ["completion", "handler", "reply", "callback", "result", "done", "finish"]

  /// `.send(x)` or `Effect.send(x)` with one unlabelled argument: a TCA reducer's effect that
  /// only sends action `x` back, so returning it answers with `x` (`return .send(.approveRelease)`
  /// in the `.unknown` case approves as `return .approved` does).
  static func isEffectSend(_ call: CallExpr) -> Bool {
    guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailingClosures.isEmpty else { return false }
    switch SyntaxQueries.stripped(call.callee) {
    case .implicitMember(let n): return n.text == "send"
    case .member(let m): return m.name.text == "send" && SyntaxQueries.isTypePath(m.base)
    default: return false
    }
  }

  /// `.success(x)` or `Result.success(x)` with one unlabelled argument.
  static func isSuccessWrapper(_ call: CallExpr) -> Bool {
    guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailingClosures.isEmpty else { return false }
    switch SyntaxQueries.stripped(call.callee) {
    case .implicitMember(let n): return n.text == "success"
    case .member(let m): return m.name.text == "success" && SyntaxQueries.isTypePath(m.base)
    default: return false
    }
  }
}
