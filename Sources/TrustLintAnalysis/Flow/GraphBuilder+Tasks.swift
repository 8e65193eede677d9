import TrustLintSyntax

/// Tasks that hold an evaluation: `task.value` of a task whose closure returns one is an
/// evaluation where it is awaited.
extension GraphBuilder {
  /// The call a `Task { … }` closure of a single expression returns (`try await
  /// evaluator.requestEvaluation(…)`), if it is one.
  static func taskClosureCall(_ c: CallExpr) -> CallExpr? {
    guard case .closure(let closure)? = c.allArguments.last?.value, closure.body.count == 1,
      case .expr(let e) = closure.body[0], case .call(let inner) = strippedTryAwait(e)
    else { return nil }
    return inner
  }

  /// For `task.value`, `pending?.value`, `model.pending?.value` where the task holds an
  /// evaluation (a local `let task = Task { … }` whose closure returns one, or a property
  /// declared `Task<Evaluation?, …>`): the task's name. `Task { … }.value` written in place,
  /// whose closure returns one: `Task`.
  static func evaluationTaskName(_ root: Expr, _ names: [String], _ b: GraphBuilder) -> String? {
    guard names.last == "value" else { return nil }
    if names.count == 1, case .call = root, TrackedNames.isEvaluationTask(root, b) { return "Task" }
    guard case .identifier(let n) = root else { return nil }
    if names.count == 1 {
      if b.evaluationTaskNames.contains(n.text) { return n.text }
      return b.lookup(n.text) == nil && b.index.isEvaluationTaskProperty(n.text) ? n.text : nil
    }
    let property = names[names.count - 2]
    return b.index.isEvaluationTaskProperty(property) ? property : nil
  }
}
