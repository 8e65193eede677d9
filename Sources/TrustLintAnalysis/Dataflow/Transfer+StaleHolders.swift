/// Reports through stale holders (`ObligationState.stale`): a variable such as `best` that
/// kept an earlier pass's unreported evaluation when the next pass created the object again.
/// Its reports are not compared with the object's facts, which stand for the new instance too;
/// they are compared with one another instead. Each holder made stale at a creation stands for
/// its own earlier instance (its root); names assigned from it (`guard let kept = best`) stand
/// for the same one. A second report of that instance on some path (`best` reported twice after
/// the loop, through `kept` and then `best`, or in a `defer` as well) is a duplicate. Assigning
/// the holder again, or a new creation, forgets what was known of it (no finding then).
extension Transfer {
  /// `v == nil` where `v` is stale (`if kept != nil { kept?.reportConsumption(…) }; kept =
  /// evaluation` on its implicit `else`): on this path `v` held no earlier instance, so the
  /// earlier instance it stood for, unless another stale holder still has it, is not there to
  /// be lost when `v` is assigned (probes-cg c07s: a false 'overwritten').
  func dropEarlierInstance(of v: Int32, _ state: inout ObligationState) {
    for o in ObligationState.members(state.mask(v)) where state.previous[Int32(o)] != nil {
      let bit: UInt64 = 1 << UInt64(o)
      let heldByOther = state.pointsTo.contains { $0.key != v && $0.value & bit != 0 && state.stale.contains($0.key) }
      if !heldByOther { state.previous[Int32(o)] = nil }
    }
  }

  /// `w` holds an earlier instance of an object created again: it stands for that instance.
  func markStale(_ w: Int32, _ state: inout ObligationState) {
    state.stale.insert(w)
    forgetStaleInstance(of: w, &state)
    state.staleRoots[w] = [w]
  }

  /// `v` is given another value: what was known of the instance it stood for is dropped, and
  /// names assigned from it no longer stand for an instance whose reports are known.
  func forgetStaleInstance(of v: Int32, _ state: inout ObligationState) {
    state.staleRoots[v] = nil
    state.staleReports[v] = nil
    for (w, roots) in state.staleRoots where roots.contains(v) {
      var rest = roots
      rest.remove(v)
      state.staleRoots[w] = rest.isEmpty ? nil : rest
    }
  }

  /// `to = from…`: a stale source passes on the instance it stands for.
  func assignStale(to: Int32, from: [Int32], _ state: inout ObligationState) {
    var roots: Set<Int32> = []
    for f in from where state.stale.contains(f) { roots.formUnion(state.staleRoots[f] ?? []) }
    let kept = roots.subtracting([to])
    forgetStaleInstance(of: to, &state)
    if !kept.isEmpty, state.stale.contains(to) { state.staleRoots[to] = kept }
  }

  /// A report through the stale variable `variable` (which may hold `object`): a duplicate when
  /// it stands for one instance already reported on some path here.
  func reportStale(site: Int32, variable: Int32, object: Int, _ state: inout ObligationState, _ recorder: Recorder?) {
    guard let roots = state.staleRoots[variable], roots.count == 1, let root = roots.first else { return }
    if let earlier = state.staleReports[root], !earlier.isEmpty {
      recorder?.duplicate(
        object: object, site: site, firstReports: Array(earlier.sorted().prefix(ObjectFacts.maxFirstReports)),
        thrownBy: [])
    }
    state.staleReports[root, default: []].insert(site)
  }
}
