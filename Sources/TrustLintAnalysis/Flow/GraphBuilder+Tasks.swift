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

  /// A `Task { … }` or `Task.detached { … }` written as a statement of its own (or assigned to
  /// `_`): nobody keeps the task, so nobody reads its `value`. The single expression of its
  /// closure is then a statement whose value is dropped, not a result handed to a holder:
  /// `Task { await refreshEvaluation() }` with a producer discards the evaluation, as
  /// `Task { _ = await refreshEvaluation() }` does.
  func noteDroppedTaskValue(_ e: Expr) {
    var e = Self.strippedTryAwait(e)
    if case .assign(let a) = e, a.op.text == "=", case .identifier(let n) = a.lhs, n.text == "_" {
      e = Self.strippedTryAwait(a.rhs)
    }
    guard case .call(let c) = e else { return }
    switch c.callee {
    case .identifier(let n) where n.text == "Task": break
    case .member(let m) where m.name.text == "detached":
      guard case .identifier(let n) = m.base, n.text == "Task" else { return }
    default: return
    }
    guard case .closure(let closure)? = c.allArguments.last?.value, closure.body.count == 1,
      case .expr = closure.body[0]
    else { return }
    discardedClosureValues.insert(closure.lbrace)
  }
}
