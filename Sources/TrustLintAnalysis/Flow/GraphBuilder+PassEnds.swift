import TrustLintSyntax

/// The end of a loop's pass, once per path where the pass's last statement joined several.
///
/// Why: a pass that keeps one evaluation in a variable declared outside the loop on one branch
/// and reports it on the other (`for id in ids where kept == nil { … if high { kept = e } else {
/// e.reportConsumption(…) } }`) ended both paths in one node: the join made the evaluation both
/// kept and reported, so the pass's end kept it as reported, and `kept?.reportConsumption(…)`
/// after the loop looked like a second report (probes-cc c09, c56). Each path now ends its pass
/// on its own (the evaluation the reporting path holds is let go there), and the paths meet at
/// the loop's head.
extension GraphBuilder {
  /// Bodies whose nodes are searched for the join's paths at most this large (a search per
  /// loop; nested loops search their bodies again).
  static let maxPassEndSearch = 20_000

  /// Ends a pass of `loop` at the body's closing `token` and goes on to `target`. When the
  /// current node is a bare join of several paths made inside the body (its nodes start at
  /// `bodyFrom`), each path gets the pass's end before the paths meet at `target`.
  func endPass(_ loop: Int32, token: TokenIndex, to target: Int32, bodyFrom: Int32) {
    let exit = addExit(.iterationEnds, token: token)
    let join = current
    var paths: [Int32] = []
    let count = graph.nodes.count
    if graph.nodes[Int(join)].events.isEmpty, graph.nodes[Int(join)].successors.isEmpty,
      Int(bodyFrom) < count, count - Int(bodyFrom) <= Self.maxPassEndSearch
    {
      for n in Int(bodyFrom)..<count where graph.nodes[n].successors.contains(join) { paths.append(Int32(n)) }
    }
    guard paths.count > 1 else {
      emit(.iterationEnd(loop: loop, exit: exit))
      link(current, target)
      return
    }
    for p in paths {
      let end = newNode()
      let successors = graph.nodes[Int(p)].successors
      for k in successors.indices where successors[k] == join { graph.nodes[Int(p)].successors[k] = end }
      if reachable[Int(p)] { reachable[Int(end)] = true }
      current = end
      emit(.iterationEnd(loop: loop, exit: exit))
      link(end, target)
    }
    reachable[Int(join)] = false
  }
}
