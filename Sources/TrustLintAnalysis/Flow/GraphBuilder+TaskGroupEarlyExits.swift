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
/// The `return` (or a `break` out of the loop) ends the body while child tasks may already
/// have returned their evaluations: the group drops them with itself, and nobody reports them
/// (`cancelAll()` stops only the children still running). As for a body that never takes an element (`TaskGroupShape.neverTaken`), the report stays
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

  /// Before the `return` or `break` at `token` that leaves the loops of `scopes[level...]`:
  /// when one of them is the group's taking loop, the rest of the group's results are dropped
  /// there, unless the exit runs only once the group is complete (`exitsOnceComplete`).
  /// A `continue` (`isContinue`) drops nothing: the loop it continues encloses the taking loop
  /// (a jump never leaves the group's body) and its next pass enters that loop again, which
  /// goes on taking where it stopped (`attempts: while !group.isEmpty { for await … { …
  /// continue attempts } }`, probes-ea g22); whether the rest is dropped when that outer
  /// loop ends is not known there, so nothing is claimed.
  func dropRemainingGroupElements(leavingScopesFrom level: Int, isContinue: Bool, token: TokenIndex) {
    guard !groupTakingLoops.isEmpty, !isContinue, level < scopes.count,
      taskGroup?.shape.exitsOnceComplete.contains(token) != true
    else { return }
    for i in level..<scopes.count {
      guard case .loop(let loop, _, _) = scopes[i].kind, let forToken = groupTakingLoops[loop] else { continue }
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
