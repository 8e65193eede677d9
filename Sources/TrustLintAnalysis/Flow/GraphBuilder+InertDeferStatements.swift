import TrustLintSyntax

/// A `defer` body is lowered again at every exit it runs on (each exit's path must go through
/// it), so a body with a long `defer` and many exits costs their product: a reducer whose
/// `defer` logs forty metrics and whose `switch` returns from a thousand cases built forty
/// thousand statements. Most of such a body does nothing the dataflow sees. A statement of a
/// `defer` body whose first lowering added no event, no edge out of what it built, no exit and
/// nothing else the builder records is lowered once; later runs of the same `defer` pass it by
/// (the paths through it carry the same states as the paths around it). A statement that does
/// anything the dataflow sees (reports, tests a tracked condition, ends every path) is still
/// lowered on every run.
extension GraphBuilder {
  /// Which statements of a `defer` body can be judged: expressions, `if` and `switch` (no
  /// declaration, whose name later statements may read; no `guard`, whose `else` must leave).
  enum DeferStatementKey: Hashable {
    case expr(TokenIndex)
    case statement(ObjectIdentifier)

    init?(_ stmt: Stmt) {
      switch stmt {
      case .expr(let e):
        guard let t = SourceText.firstToken(of: e) else { return nil }
        self = .expr(t)
      case .ifStmt(let s): self = .statement(ObjectIdentifier(s))
      case .switchStmt(let s): self = .statement(ObjectIdentifier(s))
      default: return nil
      }
    }
  }

  /// A judged statement with what its events could depend on besides its own syntax: the
  /// evaluations and the tested conditions that exist when its `defer` runs (an exit before
  /// the evaluation exists runs the same `defer` with nothing to report yet).
  struct InertDeferStatement: Hashable {
    var key: DeferStatementKey
    var objects: Int
    var conditions: Int
  }

  /// How much of everything the builder records there is: equal before and after a
  /// statement's lowering when it recorded nothing. Not the variables: a name bound inside
  /// (`if let n = log["m"]`) is a fresh variable of each lowering, unused when no event names it.
  private func recordedCounts() -> [Int] {
    [
      graph.objects.count, graph.exits.count, graph.reportSites.count, graph.callSites.count,
      graph.loops.count, graph.branches.count, graph.throwSources.count, graph.rerunClosures.count,
      graph.conditions.count, graph.producerCalls.count, graph.nilReturns.count, children.count, queuedClosures.count,
      plainTries.count, localCallTries.count, inlinedCalls.count, pendingTemps.count, createdObjects.count,
      conditionSlots.count, pendingOutcomeReads.count, resultGets.count, closureSeeds.count,
      discardedClosureValues.count, outcomeValues.count, outcomeAliases.count, tempObjects.count,
      statusConstants.count, resultHolders.count, wrapperSlots.count, borrowingCalls.count, contexts.count,
      localFunctions.count, inlinedLocalFunctions.count, escapingLocalFunctions.count, integerConstants.count,
      deferredLets.count, nilUntilOutcomeVars.count, firstThrow == nil ? 0 : 1,
    ]
  }

  /// Whether every statement of a `defer` body was found inert where it runs now: running it
  /// again would add nothing (many `defer`s of one line each, and many exits, were quadratic).
  func deferBodyIsInert(_ body: Block) -> Bool {
    let objects = graph.objects.count
    let conditions = conditionSlots.count
    return body.stmts.allSatisfy { stmt in
      guard let key = DeferStatementKey(stmt) else { return false }
      return inertDeferStatements.contains(InertDeferStatement(key: key, objects: objects, conditions: conditions))
    }
  }

  /// Lowers `stmt`, a statement of a `defer` body being run at an exit, or passes it by when
  /// an earlier run of the same `defer` found it inert. False when `stmt` is not one this
  /// judges (the caller lowers it as any other).
  func lowerDeferStatement(_ stmt: Stmt) -> Bool {
    guard deferDepth > 0, let key = DeferStatementKey(stmt) else { return false }
    let wasReachable = isReachable
    let judged = InertDeferStatement(key: key, objects: graph.objects.count, conditions: conditionSlots.count)
    if wasReachable && inertDeferStatements.contains(judged) { return true }
    graph.deferStatementsLowered += 1
    let start = current
    let firstNew = graph.nodes.count
    let startEvents = graph.nodes[Int(start)].events.count
    let startSuccessors = graph.nodes[Int(start)].successors.count
    let counts = recordedCounts()
    lowerStmt(stmt, result: nil)
    guard wasReachable, isReachable, !graph.isTruncated, graph.nodes[Int(start)].events.count == startEvents,
      recordedCounts() == counts
    else { return true }
    // Every edge it made stays among its own nodes or ends where the next statement starts.
    let end = current
    let inside = { (n: Int32) in Int(n) >= firstNew || n == end }
    guard graph.nodes[Int(start)].successors.dropFirst(startSuccessors).allSatisfy(inside) else { return true }
    for n in firstNew..<graph.nodes.count {
      guard graph.nodes[n].events.isEmpty, graph.nodes[n].successors.allSatisfy(inside) else { return true }
    }
    inertDeferStatements.insert(judged)
    return true
  }
}
