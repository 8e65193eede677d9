/// Loop nesting, for what the end of a loop's pass does to the objects created in it.
extension Transfer {
  /// Whether a loop (or variable/object's innermost loop) lies inside `loop`.
  func isInside(_ inner: Int32?, _ loop: Int32) -> Bool {
    var l = inner
    var hops = 0
    while let x = l, hops < 10_000 {
      if x == loop { return true }
      l = graph.loops[Int(x)].parent
      hops += 1
    }
    return false
  }

  /// A variable declared outside the loop still holds the object: it outlives the iteration.
  func isHeldOutside(_ o: Int, loop: Int32, _ state: ObligationState) -> Bool {
    let bit: UInt64 = 1 << UInt64(o)
    for (v, mask) in state.pointsTo where mask & bit != 0 {
      if !isInside(graph.variables[Int(v)].loop, loop) { return true }
    }
    return false
  }
}
