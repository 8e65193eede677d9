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
