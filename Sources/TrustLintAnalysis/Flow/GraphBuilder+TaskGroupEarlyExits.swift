import TrustLintSyntax

/// A task group's one `for await` loop that leaves before the group's last result:
///
///     for try await evaluation in group {
///       if case .success(.high) = evaluation.insight.outcome {
///         evaluation.reportConsumption(.usedIncreasedFriction)
///         group.cancelAll()
///         return true
///       }
///       evaluation.reportConsumption(.usedUnchangedFriction)
///     }
///
/// The `return` (or a `break` out of the loop, or a `continue` of a loop around it) ends the
/// body while child tasks may already have returned their evaluations: the group drops them
/// with itself, and nobody reports them (`cancelAll()` stops only the children still running).
/// As for a body that never takes an element (`TaskGroupShape.neverTaken`), the report stays
/// owed where the child made the evaluation: each such exit holds one element of the rest, in
/// a variable no code names, and the leak is found at the child's producing call.
///
/// Followed only where the loop is the body's one taking mention of the group (no second loop
/// or `group.next()` that drains the rest after it), and not for a `throw` or a `try` that
/// leaves the loop: a child's error rethrown by `for try await` ends every group that way,
/// and RULES.md makes no path through a thrown error a report of the children's results.
extension GraphBuilder {
  /// Notes that `loop`, a `for await` over the task group's parameter whose body holds each
  /// element (`streamElementBinding`), is the group's one consumer (probes-dy p160).
  func noteGroupTakingLoop(_ loop: Int32, sequence: String, forToken: TokenIndex) {
    guard let group = taskGroup, group.name == sequence, group.shape.takenByOneLoop, group.shape.producer != nil
    else { return }
    groupTakingLoops[loop] = forToken
  }

  /// Before an exit that leaves the loops of `scopes[level...]` (`keepsInnermost`: a `continue`
  /// of `scopes[level]`'s loop, which keeps taking): when one of them is the group's taking
  /// loop, the rest of the group's results are dropped there.
  func dropRemainingGroupElements(leavingScopesFrom level: Int, keepsInnermost: Bool) {
    guard !groupTakingLoops.isEmpty, level < scopes.count else { return }
    for i in level..<scopes.count {
      guard case .loop(let loop, _, _) = scopes[i].kind, !(keepsInnermost && i == level),
        let forToken = groupTakingLoops[loop]
      else { continue }
      holdDroppedGroupElements(loop: loop, forToken: forToken)
      return
    }
  }

  /// One variable and one element per taking loop, created again at each early exit so that
  /// the one finding names them all.
  private func holdDroppedGroupElements(loop: Int32, forToken: TokenIndex) {
    guard let group = taskGroup, let producer = group.shape.producer else { return }
    if droppedGroupElements[loop] == nil {
      // Owned by the taking loop: the phantom is made only on the way out of it.
      graph.variables.append(FlowVariable(name: group.name, isTemporary: false, loop: loop))
      let v = Int32(graph.variables.count - 1)
      guard
        let o = newObject(.element(sequence: group.name, producer: producer), token: forToken, optional: true)
      else { return }
      droppedGroupElements[loop] = (v, o)
    }
    guard let (v, o) = droppedGroupElements[loop] else { return }
    emit(.create(object: o, into: v))
  }
}
