/// Tracks report obligations over one flow graph: a worklist dataflow whose state maps each
/// evaluation object to the set of report counts possible on the paths reaching a point
/// (joins are unions; no path is ever enumerated), then one replay of every node that records
/// leaks at exits, second reports, and what the body does with its evaluation parameters.
public enum ObligationAnalysis {
  /// The effect of a call on one of its tracked arguments, from the callees' summaries.
  public typealias CallEffect = (CallSite, CallSite.Argument) -> ParameterEffect
  /// Whether a call of the program's producers returns its evaluation already reported.
  public typealias ProducedEffect = (ProducerCall) -> Bool

  /// Sweeps over the graph before giving up on a (theoretically possible) oscillation.
  static let maxSweeps = 64

  public static func run(
    _ graph: FlowGraph, effect: @escaping CallEffect, produced: @escaping ProducedEffect = { _ in false }
  ) -> ObligationResult {
    guard !graph.isTruncated, !graph.objects.isEmpty else { return ObligationResult(graph: graph) }
    let order = reversePostorder(graph)
    var inStates = [PathStates?](repeating: nil, count: graph.nodes.count)
    inStates[0] = PathStates(ObligationState(objectCount: graph.objects.count))
    var dirty = [Bool](repeating: false, count: graph.nodes.count)
    dirty[0] = true
    let transfer = Transfer(graph: graph, effect: effect, produced: produced)
    var sweeps = 0
    var anyDirty = true
    while anyDirty && sweeps < maxSweeps {
      anyDirty = false
      sweeps += 1
      for n in order where dirty[n] {
        dirty[n] = false
        guard var state = inStates[n] else { continue }
        transfer.apply(graph.nodes[n].events, to: &state, recorder: Recorder?.none)
        // Every path here contradicts a condition it tested: the successors are not reached.
        if state.states.isEmpty { continue }
        for s in graph.nodes[n].successors {
          let t = Int(s)
          if inStates[t] == nil {
            inStates[t] = state
            dirty[t] = true
          } else if inStates[t]!.join(state) {
            dirty[t] = true
          }
          if dirty[t] { anyDirty = true }
        }
      }
    }
    let recorder = Recorder(graph: graph)
    for n in order {
      guard var state = inStates[n] else { continue }
      transfer.apply(graph.nodes[n].events, to: &state, recorder: recorder)
    }
    return recorder.result()
  }

  /// Nodes reachable from the entry in reverse postorder (iterative depth-first search).
  static func reversePostorder(_ graph: FlowGraph) -> [Int] {
    var visited = [Bool](repeating: false, count: graph.nodes.count)
    var post: [Int] = []
    post.reserveCapacity(graph.nodes.count)
    var stack: [(node: Int, next: Int)] = [(0, 0)]
    visited[0] = true
    while !stack.isEmpty {
      let top = stack.count - 1
      let (n, k) = stack[top]
      let succ = graph.nodes[n].successors
      if k < succ.count {
        stack[top].next = k + 1
        let s = Int(succ[k])
        if !visited[s] {
          visited[s] = true
          stack.append((s, 0))
        }
      } else {
        post.append(n)
        stack.removeLast()
      }
    }
    return post.reversed()
  }
}

/// Applies events to a state; with a recorder, also notes what the findings need.
struct Transfer {
  let graph: FlowGraph
  let effect: ObligationAnalysis.CallEffect
  var produced: ObligationAnalysis.ProducedEffect = { _ in false }

  /// Applies events to every path state; condition events split, filter and merge them.
  func apply(_ events: [FlowEvent], to paths: inout PathStates, recorder: Recorder?) {
    for event in events {
      switch event {
      case .setCondition(let slot, let value):
        paths.set(slot: Int(slot), to: value)
      case .testCondition(let slot, let value):
        paths.test(slot: Int(slot), is: value)
      case .flagCondition(let slot, let value, let reported):
        for i in paths.indices(unknowing: Int(slot)) {
          apply(.flagTest(reported: reported), to: &paths.states[i], recorder: recorder)
        }
        paths.test(slot: Int(slot), is: value)
      case .outcomeCases(let v, let possible):
        paths.narrow(v, to: possible)
      case .create(let o, _):
        for i in paths.states.indices { apply(event, to: &paths.states[i], recorder: recorder) }
        paths.forgetOutcome(ofObject: o)
        if o < 8 { paths.merge() }
      case .assign, .iterationEnd, .borrowAgain:
        // They may set or clear an unkept instance's bit (`Transfer+Loops.swift`).
        let bits = paths.states.count > 1 && paths.states.contains { $0.valuation >> 24 != 0 }
        for i in paths.states.indices { apply(event, to: &paths.states[i], recorder: recorder) }
        if bits || paths.states.contains(where: { $0.valuation >> 24 != 0 }) { paths.merge() }
      case .excuseUnreported(let v):
        // Across the kept-apart paths: the body's reporting paths (`return true` after its
        // report) are not correlated with what the caller tests afterwards, so where any path
        // left the evaluation unreported, every path treats it as escaped.
        var unreported: UInt64 = 0
        for s in paths.states {
          for o in ObligationState.members(s.mask(v)) where s.objects[o].counts.contains(.zero) {
            unreported |= 1 << UInt64(o)
          }
        }
        for i in paths.states.indices {
          for o in ObligationState.members(unreported) {
            paths.states[i].objects[o].counts = paths.states[i].objects[o].counts.escapedNow()
          }
        }
      default:
        for i in paths.states.indices { apply(event, to: &paths.states[i], recorder: recorder) }
      }
    }
  }

  func apply(_ event: FlowEvent, to state: inout ObligationState, recorder: Recorder?) {
    switch event {
    case .borrowAgain(let o, let v):
      if state.mask(v) == 0 { apply(.create(object: o, into: v), to: &state, recorder: recorder) }
    case .create(let o, let v):
      let object = graph.objects[Int(o)]
      let bit: UInt64 = 1 << UInt64(o)
      let heldBefore =
        state.objects[Int(o)].counts.contains(.zero)
        && state.pointsTo.contains(where: { $0.key != v && $0.value & bit != 0 })
      if heldBefore {
        state.previous[o] = state.objects[Int(o)]
        for (w, mask) in state.pointsTo where w != v && mask & bit != 0 { markStale(w, &state) }
      } else if !state.previous.isEmpty {
        state.previous[o] = nil
      }
      if !state.stale.isEmpty { state.stale.remove(v) }
      if !state.staleRoots.isEmpty || !state.staleReports.isEmpty { forgetStaleInstance(of: v, &state) }
      state.objects[Int(o)] = ObjectFacts(
        counts: object.isOptional ? [.absent, .zero] : .zero, untested: true, unread: true, conflated: heldBefore)
      state.pointsTo[v] = 1 << UInt64(o)
      if o < 8 { markUnkept(Int(o), createdInto: v, heldBefore: heldBefore, &state) }
    case .assign(let to, let from):
      var m: UInt64 = 0
      for f in from { m |= state.mask(f) }
      state.pointsTo[to] = m == 0 ? nil : m
      if !state.stale.isEmpty {
        if from.contains(where: state.stale.contains) { state.stale.insert(to) } else { state.stale.remove(to) }
      }
      if !state.staleRoots.isEmpty || !state.staleReports.isEmpty { assignStale(to: to, from: from, &state) }
      if state.valuation >> 24 != 0 { keepUnkept(to: to, from: from, &state) }
    case .report(let site):
      report(site: site, variable: graph.reportSites[Int(site)].variable, &state, recorder)
    case .call(let s):
      let site = graph.callSites[Int(s)]
      for arg in site.arguments {
        let e = effect(site, arg)
        switch e.kind {
        case .consumes:
          recorder?.helperStatus(site: arg.reportSite, e.constantStatus)
          report(site: arg.reportSite, variable: arg.variable, &state, recorder)
        case .consumesSome where !isReported(arg.variable, state) && !holdsReceived(arg.variable, state):
          // The helper is at fault at its parameter (one finding there). After it the
          // evaluation may be reported or not (`guard !reportIfFailed(e) else { return }`
          // reports the rest itself): nothing is owed, and a later report is no certain
          // duplicate, as after an escape. Called on an evaluation already reported, it
          // reports twice on its reporting paths (below). A received evaluation (a helper's
          // own parameter) still counts it as a report: summaries of recursive helpers settle
          // only while a call's effect grows with the callee's.
          escape(arg.variable, &state, recorder)
        case .consumesSome:
          recorder?.helperStatus(site: arg.reportSite, e.constantStatus)
          report(site: arg.reportSite, variable: arg.variable, &state, recorder)
        case .escapes: escape(arg.variable, &state, recorder)
        case .none: break
        }
        if e.readsOutcome {
          for o in ObligationState.members(state.mask(arg.variable)) {
            state.objects[o].untested = false
            state.objects[o].unread = false
          }
        }
      }
    case .escape(let v, let token):
      if let recorder, recorder.isReturn(token) {
        recorder.returned(token, ObligationState.members(state.mask(v)).map { state.objects[$0].counts })
      }
      escape(v, &state, recorder)
    case .produced(let p):
      let call = graph.producerCalls[Int(p)]
      if produced(call) { report(site: call.reportSite, variable: call.variable, &state, recorder) }
    case .handOff(let v):
      for o in ObligationState.members(state.mask(v)) { state.objects[o].counts = state.objects[o].counts.handedNow() }
    case .outcomeRead(let v, let isTest):
      for o in ObligationState.members(state.mask(v)) {
        state.objects[o].unread = false
        if isTest { state.objects[o].untested = false }
      }
    case .refine(let v, let isNil):
      if isNil && !state.previous.isEmpty && state.stale.contains(v) { dropEarlierInstance(of: v, &state) }
      let members = ObligationState.members(state.mask(v))
      if isNil && members.count > 1 {
        // `var e = try? await …; if … { e = try? await … }; guard let e else { return }`: on
        // each path `e` holds one of these and it is nil; the others it does not hold on that
        // path were given up where it was assigned (a leak is reported there). An object that
        // another variable may also hold is left alone; a temporary that passed the value on
        // (the result of `let e = switch n { case 0: try await … case 1: try await … }`) is
        // the same value, not another holder.
        var others: UInt64 = 0
        for (w, mask) in state.pointsTo where w != v && !graph.variables[Int(w)].isTemporary { others |= mask }
        for o in members where others & (1 << UInt64(o)) == 0 {
          state.objects[o].counts.formIntersection(.absent)
        }
      } else if members.count == 1 {
        let o = members[0]
        if isNil {
          state.objects[o].counts.formIntersection(.absent)
        } else {
          state.objects[o].counts.remove(.absent)
        }
      }
      if isNil { dropNilHolder(v, &state) }
    case .flagTest(let reported):
      for o in state.objects.indices {
        if reported {
          state.objects[o].counts.remove(.zero)
        } else {
          state.objects[o].counts.subtract([.one, .many])
        }
      }
    case .branch(let b):
      for o in state.objects.indices where state.objects[o].counts.contains(.zero) {
        state.objects[o].zeroVia = [b]
      }
    case .threw(let t):
      for o in state.objects.indices where state.objects[o].counts.contains(.zero) {
        state.objects[o].zeroThrows = [t]
      }
      for o in state.objects.indices where state.objects[o].counts.contains(.one) {
        state.objects[o].oneThrows = [t]
      }
    case .forget(let objects):
      // The creation failed: where a variable still holds the previous instance, it is that.
      for o in objects {
        if let old = state.previous.removeValue(forKey: o) {
          state.objects[Int(o)] = old
          continue
        }
        state.objects[Int(o)] = ObjectFacts()
        // No instance exists on this path, so nothing holds one: the failed call's temporary
        // must not count as another holder where this path joins one on which the object
        // exists (`catch { evaluation = nil }` after a later `try` in the `do` loses it).
        let bit: UInt64 = 1 << UInt64(o)
        for (v, m) in state.pointsTo where m & bit != 0 { state.pointsTo[v] = m & ~bit == 0 ? nil : m & ~bit }
      }
    case .callThrew(let sites):
      for s in sites {
        let site = graph.callSites[Int(s)]
        for arg in site.arguments {
          let e = effect(site, arg)
          guard e.isReport, e.leaksOnError else { continue }
          for o in ObligationState.members(state.mask(arg.variable)) {
            state.objects[o].counts = state.objects[o].counts.escapedNow()
          }
        }
      }
    case .excuseUnreported:
      // Handled across the paths (above): as after a program helper's `consumesSome` call on
      // an unreported evaluation, nothing is owed and a later report is no certain duplicate.
      // Where every path of the body reported it, a later report is a duplicate as usual.
      break
    case .exit(let x):
      recorder?.reachedExit(x)
      for o in state.objects.indices {
        recorder?.exit(object: o, exit: x, facts: state.objects[o], isBodyExit: true)
      }
    case .iterationEnd(let loop, let x):
      for o in state.objects.indices where isInside(graph.objects[o].loop, loop) {
        // Held outside only by holders of an earlier pass's instance, this one is dropped.
        let dropped = droppedWhileStaleHeld(o, loop: loop, &state)
        if !dropped && isHeldOutside(o, loop: loop, state) { continue }
        recorder?.exit(object: o, exit: x, facts: state.objects[o], isBodyExit: false)
        if !dropped { state.objects[o] = ObjectFacts() }
      }
    case .discard(let v, let x):
      for o in ObligationState.members(state.mask(v)) {
        let bit: UInt64 = 1 << UInt64(o)
        if state.pointsTo.contains(where: { $0.key != v && $0.value & bit != 0 }) { continue }
        recorder?.exit(object: o, exit: x, facts: state.objects[o], isBodyExit: false)
        state.objects[o] = ObjectFacts()
      }
      state.pointsTo[v] = nil
    case .overwrite(let v, let from, let x):
      var kept: UInt64 = 0
      for f in from { kept |= state.mask(f) }
      // `e = try await evaluator.requestEvaluation(…)` in a loop: `e` held the previous
      // iteration's instance of the object the new value is; it is lost here.
      if !state.previous.isEmpty {
        for o in ObligationState.members(state.mask(v) & kept) {
          guard let old = state.previous[Int32(o)] else { continue }
          let bit: UInt64 = 1 << UInt64(o)
          let heldElsewhere = state.pointsTo.contains { $0.key != v && !from.contains($0.key) && $0.value & bit != 0 }
          if !heldElsewhere { recorder?.exit(object: o, exit: x, facts: old, isBodyExit: false) }
          state.previous[Int32(o)] = nil
        }
      }
      for o in ObligationState.members(state.mask(v) & ~kept) {
        let bit: UInt64 = 1 << UInt64(o)
        if state.pointsTo.contains(where: { $0.key != v && $0.value & bit != 0 }) { continue }
        recorder?.exit(object: o, exit: x, facts: state.objects[o], isBodyExit: false)
        state.objects[o] = ObjectFacts()
      }
    case .setCondition, .testCondition, .flagCondition, .outcomeCases:
      break
    }
  }

  /// `v` is nil on this path, so it holds none of the objects that exist on no path here:
  /// `if let e = pending { pending = nil; review(e) }` joins an else path where `pending`
  /// is nil, and a later `pending?.reportConsumption(…)` must not reach the object the body
  /// reported through its own binding (a false duplicate, probes-bo p59).
  private func dropNilHolder(_ v: Int32, _ state: inout ObligationState) {
    var mask = state.mask(v)
    for o in ObligationState.members(mask) where state.objects[o].counts.isSubset(of: .absent) {
      mask &= ~(UInt64(1) << UInt64(o))
    }
    state.pointsTo[v] = mask == 0 ? nil : mask
  }

  private func report(site: Int32, variable: Int32, _ state: inout ObligationState, _ recorder: Recorder?) {
    let members = ObligationState.members(state.mask(variable))
    // A variable that may hold one of several objects (`var e` given a new evaluation in a
    // retry loop) holds one of them on each path: a second report is certain when every one it
    // may hold was reported on some path and none is unreported on any path.
    let allReported =
      members.count > 1
      && members.allSatisfy { state.objects[$0].counts.contains(.one) && !state.objects[$0].counts.contains(.zero) }
    for (n, o) in members.enumerated() {
      if !state.previous.isEmpty { state.previous[Int32(o)] = nil }
      let before = state.objects[o]
      let stale = state.stale.contains(variable)
      if stale, n == 0 { reportStale(site: site, variable: variable, object: o, &state, recorder) }
      let uncertain = (before.conflated && before.counts.contains(.zero)) || stale
      if !uncertain, (members.count == 1 && before.counts.contains(.one)) || (allReported && n == 0) {
        recorder?.duplicate(object: o, site: site, firstReports: before.firstReports, thrownBy: before.oneThrows)
      }
      if before.counts.contains(.zero) { recorder?.firstReport(object: o, site: site, untested: before.untested) }
      var after = before
      after.counts = before.counts.reported()
      if !after.counts.contains(.zero) {
        after.zeroVia = []
        after.zeroThrows = []
      }
      after.oneThrows = []
      after.firstReports = before.counts.isDisjoint(with: [.one, .many]) ? [] : before.firstReports
      if before.counts.contains(.zero) && !after.firstReports.contains(site)
        && after.firstReports.count < ObjectFacts.maxFirstReports
      {
        after.firstReports.append(site)
        after.firstReports.sort()
      }
      state.objects[o] = after
    }
  }

  /// Whether `v` may hold an evaluation the body received (a parameter or `self`).
  private func holdsReceived(_ v: Int32, _ state: ObligationState) -> Bool {
    ObligationState.members(state.mask(v)).contains {
      switch graph.objects[$0].origin {
      case .parameter, .selfValue: return true
      default: return false
      }
    }
  }

  /// Whether some evaluation `v` may hold was reported on some path reaching here.
  private func isReported(_ v: Int32, _ state: ObligationState) -> Bool {
    ObligationState.members(state.mask(v)).contains { !state.objects[$0].counts.isDisjoint(with: [.one, .many]) }
  }

  private func escape(_ v: Int32, _ state: inout ObligationState, _ recorder: Recorder?) {
    for o in ObligationState.members(state.mask(v)) {
      if !state.previous.isEmpty { state.previous[Int32(o)] = nil }
      if !state.objects[o].counts.isDisjoint(with: [.zero, .one, .many]) { recorder?.escaped(object: o) }
      state.objects[o].counts = state.objects[o].counts.escapedNow()
    }
  }
}
