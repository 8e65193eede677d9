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
  /// `bodyFrom`), each path gets the pass's end before the paths meet at `target`, also the
  /// paths of bare joins that only lead to it (an `if`/`else` that ends the `#else` clause of
  /// the pass's last `#if`, or its `catch`: probes-ce p71).
  func endPass(_ loop: Int32, token: TokenIndex, to target: Int32, bodyFrom: Int32) {
    let exit = addExit(.iterationEnds, token: token)
    let join = current
    var edges: [(from: Int32, to: Int32)] = []
    var joins: [Int32] = []
    let count = graph.nodes.count
    if graph.nodes[Int(join)].events.isEmpty, graph.nodes[Int(join)].successors.isEmpty,
      Int(bodyFrom) < count, count - Int(bodyFrom) <= Self.maxPassEndSearch
    {
      edges = passEndEdges(join, bodyFrom: bodyFrom, joins: &joins)
    }
    guard edges.count > 1 else {
      emit(.iterationEnd(loop: loop, exit: exit))
      link(current, target)
      return
    }
    for (p, into) in edges {
      let end = newNode()
      let successors = graph.nodes[Int(p)].successors
      for k in successors.indices where successors[k] == into { graph.nodes[Int(p)].successors[k] = end }
      if reachable[Int(p)] { reachable[Int(end)] = true }
      current = end
      emit(.iterationEnd(loop: loop, exit: exit))
      link(end, target)
    }
    for j in joins { reachable[Int(j)] = false }
  }

  /// The edges into `join` from the body's nodes (from `bodyFrom` on), looking through bare
  /// joins that only lead to it (an `if`/`else` that ends an `#if` clause or a `catch`): each
  /// edge is one path of the pass. `joins` gets `join` and the bare joins looked through.
  private func passEndEdges(_ join: Int32, bodyFrom: Int32, joins: inout [Int32]) -> [(from: Int32, to: Int32)] {
    var predecessors: [Int32: [Int32]] = [:]
    for n in Int(bodyFrom)..<graph.nodes.count {
      for s in Set(graph.nodes[n].successors) where s >= bodyFrom { predecessors[s, default: []].append(Int32(n)) }
    }
    var edges: [(from: Int32, to: Int32)] = []
    var stack = [join]
    var seen: Set<Int32> = [join]
    while let x = stack.popLast() {
      joins.append(x)
      for p in predecessors[x] ?? [] {
        let node = graph.nodes[Int(p)]
        if p != bodyFrom, node.events.isEmpty, node.successors == [x], (predecessors[p]?.count ?? 0) > 1,
          seen.insert(p).inserted
        {
          stack.append(p)
        } else {
          edges.append((p, x))
        }
      }
    }
    return edges
  }
}
