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

/// A pass that drops its evaluation while a variable declared outside the loop still holds an
/// earlier pass's unreported instance of the same object (one object per creating call): `if
/// kept == nil { kept = evaluation }` with no `else`, `case 2 where kept != nil: break`. The
/// outside holder is stale (`markStale`) and does not hold this pass's instance; a bit of the
/// path's valuation says so until this instance is assigned to a variable declared outside the
/// loop, and a pass that ends with the bit set drops it. Objects 0–7 only (bits 24–31).
extension Transfer {
  /// At a creation of object `o` into `v`: the bit is set when the creation conflated `o` with
  /// an instance other variables held and `v` is declared inside `o`'s loop.
  func markUnkept(_ o: Int, createdInto v: Int32, heldBefore: Bool, _ state: inout ObligationState) {
    let bit: UInt32 = 1 << (24 + UInt32(o))
    state.valuation &= ~bit
    guard heldBefore, let loop = graph.objects[o].loop, isInside(graph.variables[Int(v)].loop, loop) else { return }
    state.valuation |= bit
  }

  /// `to = from…`: a variable declared outside the loop given this pass's instance (from a
  /// holder that is not stale) keeps it past the pass.
  func keepUnkept(to: Int32, from: [Int32], _ state: inout ObligationState) {
    let mask = state.mask(to)
    for o in 0..<min(8, state.objects.count) where state.valuation & (1 << (24 + UInt32(o))) != 0 {
      guard mask & (1 << UInt64(o)) != 0, let loop = graph.objects[o].loop,
        !isInside(graph.variables[Int(to)].loop, loop),
        from.contains(where: { !state.stale.contains($0) && state.mask($0) & (1 << UInt64(o)) != 0 })
      else { continue }
      state.valuation &= ~(1 << (24 + UInt32(o)))
    }
  }

  /// At the end of a pass of `loop`: whether this path's instance of object `o` was never kept
  /// by a variable outside the loop while some such variable, stale, holds an earlier one. The
  /// bit is cleared either way (the pass is over).
  func droppedWhileStaleHeld(_ o: Int, loop: Int32, _ state: inout ObligationState) -> Bool {
    guard o < 8 else { return false }
    let bit: UInt32 = 1 << (24 + UInt32(o))
    guard state.valuation & bit != 0 else { return false }
    state.valuation &= ~bit
    let objectBit: UInt64 = 1 << UInt64(o)
    var heldOutside = false
    for (v, mask) in state.pointsTo where mask & objectBit != 0 && !isInside(graph.variables[Int(v)].loop, loop) {
      if !state.stale.contains(v) { return false }
      heldOutside = true
    }
    return heldOutside
  }
}
