import TrustLintSyntax

/// The states switch case bodies start in.
extension OutcomeWalker {
  /// The state each case body of a `switch` starts in. Cases remove what they surely match
  /// from later ones (a tuple subject such as `(level, isNewPayee)` is tracked position by
  /// position); a `where` clause narrows only when it tests the outcome itself.
  func caseStates(_ s: SwitchStmt, _ st: OutcomeState, walkGuards: Bool) -> [OutcomeState] {
    guard let dims = dimensions(of: s, st) else { return payloadCaseStates(s, st, walkGuards: walkGuards) }
    var keys: Set<String> = []
    for case .outcome(let subject) in dims { keys.insert(subject.key) }
    var space = CaseSpace(dimensions: dims, narrowed: st.narrowed)
    var carried: [CaseSpace.Box] = []
    // `case .failure: fallthrough` into `case .success(.unknown):` makes the next body the
    // body of `case .failure` too, as `case .failure, .success(.unknown):` would.
    var carriedFailure: Set<String> = []
    var carriedEntries: [String: BranchEntry] = [:]
    var states: [OutcomeState] = []
    // Cases inside `#if` clauses: the earlier cases take values from this one only as each
    // build compiles them, so the space is replayed per case, build by build.
    let configured = s.followsCasesPerBuild
    var history: [[CaseSpace.Box]?] = []
    var builds: [CaseSpace] = []
    for (index, c) in s.cases.enumerated() {
      if configured {
        builds = s.valuesReaching(
          case: index, from: CaseSpace(dimensions: dims, narrowed: st.narrowed),
          removing: { j, left in
            var left = left
            if let boxes = history[j] { for m in boxes { left.subtract(m) } } else { left.clear() }
            return left
          },
          union: { $0.joined(with: $1) })
        space = builds.dropFirst().reduce(builds[0]) { $0.joined(with: $1) }
      }
      var caseState = st
      caseState.failureCaseKeys.formUnion(carriedFailure)
      var reach: [CaseSpace.Box] = []
      var removed: [CaseSpace.Box] = []
      // What each item may match (nil: `default`, everything left).
      var mays: [CaseSpace.Box]?
      switch c.kind {
      case .default:
        reach = space.remaining
      case .patterns(let items):
        for item in items {
          var itemState = st
          var (may, must) = matchBox(item.pattern, dims, &itemState.bindings)
          if let w = item.whereClause {
            if walkGuards { expr(w, itemState) }
            let n = evaluate(w, itemState)
            for (i, d) in dims.enumerated() {
              guard case .outcome(let subject) = d else { continue }
              may[i] &= (n.whenTrue[subject.key] ?? .all).rawValue
              must[i] &= subject.domain.subtracting(n.whenFalse[subject.key] ?? .all).rawValue
            }
            caseState.narrow(n.whenTrue.filter { !keys.contains($0.key) })
            // `case .success(let level) where level == .unknown || amount < 100:` — `.unknown`
            // surely takes this case, though every value may: an unknown branch all the same.
            if dims.count == 1, case .outcome(let subject) = dims[0], OutcomeSet(rawValue: must[0]).contains(.unknown) {
              caseState.forced.insert(subject.key)
            }
          }
          reach += space.reach(may)
          mays = (mays ?? []) + [may]
          removed.append(must)
          // `case .unknown, .medium, .high:` — a multi-pattern case that lists `.unknown` is an
          // unknown branch (RULES.md), though every value takes it (probes-er p32).
          if items.count > 1, dims.count == 1, case .outcome(let subject) = dims[0],
            OutcomeSet(rawValue: may[0]) == .unknown, OutcomeSet(rawValue: must[0]) == .unknown
          {
            caseState.forced.insert(subject.key)
          }
          // `case .failure, .success(.unknown):` — one pattern only a failure matches.
          if items.count > 1, dims.count == 1, case .outcome(let subject) = dims[0],
            OutcomeSet(rawValue: may[0]) == .failure
          {
            caseState.failureCaseKeys.insert(subject.key)
          }
          caseState.bindings.merge(itemState.bindings) { _, new in new }
        }
      }
      if builds.count > 1 {
        caseState.forced.formUnion(Self.keysReachedByUnknownInSomeBuild(builds, mays: mays, dims))
      }
      // Values that came only through a `fallthrough` entered at the case they fell from.
      let own = reach
      reach += carried
      var narrowedHere: [String: OutcomeSet] = [:]
      for (i, d) in dims.enumerated() {
        guard case .outcome(let subject) = d else { continue }
        let set = OutcomeSet(rawValue: CaseSpace.union(reach, at: i))
        narrowedHere[subject.key] = narrowedHere[subject.key].map { $0.intersection(set) } ?? set
      }
      if dims.count == 1, case .outcome(let subject) = dims[0], let set = narrowedHere[subject.key] {
        let known = result.caseReach[c.keywordToken]?.reachedBy ?? []
        result.caseReach[c.keywordToken] = CaseReach(reachedBy: known.union(set), kind: subject.kind)
      }
      for (key, set) in narrowedHere {
        caseState.narrowed[key] = set
        caseState.continued.remove(key)
        let here = BranchEntry(.caseLabel, token: c.keywordToken, test: s.switchToken)
        caseState.entries[key] = Self.caseEntry(here, set, own: own, dims, key: key, fellFrom: carriedEntries[key])
      }
      caseState.unknownDefault = caseState.unknownDefault || c.isUnknown
      if case .default = c.kind {
        space.clear()
        history.append(nil)
      } else {
        for m in removed { space.subtract(m) }
        history.append(removed)
      }
      if case .fallthroughStmt? = c.body.last {
        carried = reach
        carriedEntries = caseState.entries
        carriedFailure = Set(
          narrowedHere.filter { $0.value == .failure || caseState.failureCaseKeys.contains($0.key) }.keys)
      } else {
        carried = []
        carriedFailure = []
        carriedEntries = [:]
      }
      states.append(caseState)
    }
    return states
  }

  /// The outcome keys that reach a case with `.unknown` but not with every known value in one
  /// of `builds` (the values each build leaves to it: `mays`, what its items may match, or
  /// everything for `default`). Joined with the other builds, every value may reach the case,
  /// yet in that build it is an unknown branch: `#if DEBUG case .success(.unknown): … #else
  /// case .success(.high): … #endif` leaves `.unknown` and `.medium` to a later `case .success:`
  /// in a release build.
  static func keysReachedByUnknownInSomeBuild(
    _ builds: [CaseSpace], mays: [CaseSpace.Box]?, _ dims: [CaseSpace.Dimension]
  ) -> Set<String> {
    var keys: Set<String> = []
    for build in builds {
      let reach = mays.map { $0.flatMap { build.reach($0) } } ?? build.remaining
      for (i, d) in dims.enumerated() {
        guard case .outcome(let subject) = d else { continue }
        let set = OutcomeSet(rawValue: CaseSpace.union(reach, at: i))
        if set.contains(.unknown) && set.intersection(.known) != .known { keys.insert(subject.key) }
      }
    }
    return keys
  }
}
