import TrustLintSyntax

/// Where paths meet again, and which branch a point is in.
extension OutcomeState {
  /// Where paths meet: a key stays narrowed only as far as every arriving path narrowed it.
  /// A key whose narrowing changed here is narrowed by paths that left, not by a branch.
  /// False when no path arrives. `test`: the `if` or `switch` whose other paths left, named as
  /// where such a key came in.
  mutating func join(_ exits: [OutcomeState], past test: TokenIndex? = nil) -> Bool {
    guard var result = exits.first?.narrowed else { return false }
    for exit in exits.dropFirst() {
      var next: [String: OutcomeSet] = [:]
      for (key, set) in result { if let other = exit.narrowed[key] { next[key] = set.union(other) } }
      result = next
    }
    var nowContinued: Set<String> = []
    for (key, set) in result where narrowed[key] != set || continued.contains(key) { nowContinued.insert(key) }
    for key in nowContinued {
      let before = narrowed[key]
      if exits.count == 1 {
        if exits[0].narrowed[key] != before {
          fellThrough[key] = exits[0].entries[key] ?? test.map { BranchEntry(.pastTest, token: $0, test: $0) }
        }
      } else if !exits.allSatisfy({ $0.narrowed[key] == before }) || !continued.contains(key) {
        // The test's branches told the values apart and more than one went on: they meet.
        // Past an earlier test whose other paths left, they meet as they came there (every
        // value that went on arrives again): still the code that earlier test let through.
        if !continued.contains(key) || result[key] != before { fellThrough[key] = nil }
      }
    }
    // Forced only where every arriving path was forced.
    forced = exits.dropFirst().reduce(exits[0].forced) { $0.intersection($1.forced) }
    narrowed = result
    continued = nowContinued
    // Paths meet again: a key keeps the entry it had before the test, unless the paths that
    // left narrowed it (no one branch brought it here).
    entries = entries.filter { result[$0.key] != nil && !nowContinued.contains($0.key) }
    if let test {
      for key in nowContinued { entries[key] = BranchEntry(.pastTest, token: test, test: test) }
    }
    return true
  }

  /// The branch this point is in, if it is an unknown or a failure branch. Inside a branch of
  /// a test, `.unknown` reaching it (without every known value) makes it an unknown branch;
  /// where a test's other paths left, only `.unknown` itself continuing among the known
  /// values does (after `if level == .high { return }`, `.medium` still continues: not one).
  var branch: OutcomeBranch? {
    var unknownSet: OutcomeSet?
    var unknownKey: String?
    var fallThroughKey: String?
    var failure = false
    var failedKeys: [String] = []
    for key in Set(narrowed.keys).union(forced).sorted() {
      let set = narrowed[key] ?? .all
      if Self.nilIsFailure(key), set == .failure || (set.contains(.failure) && failureCaseKeys.contains(key)) {
        failure = true
        failedKeys.append(key)
      }
      let known = set.intersection(.known)
      let reachedByUnknown =
        continued.contains(key)
        ? known == .unknown : (set.contains(.unknown) && (known != .known || forced.contains(key)))
      if reachedByUnknown {
        if unknownSet == nil || !(unknownSet!.contains(.unknown)) {
          unknownSet = set
          unknownKey = key
        }
      } else if known.isEmpty && set.contains(.future) && unknownSet == nil {
        unknownSet = set
        unknownKey = key
      } else if continued.contains(key), set.contains(.unknown), known != .known, fallThroughKey == nil {
        // Some value left before this point and `.unknown` goes on with another: whether the
        // branches that went on met again or not, no report here may say the insight eased
        // the operation.
        fallThroughKey = key
      }
    }
    if unknownDefault && unknownSet == nil { unknownSet = .future }
    if unknownSet == nil, !failure, let key = fallThroughKey {
      // `.unknown` goes on past a test with a known value, another value having left. The note
      // names the one branch that went on where there was one (the `else` of the `if`).
      return OutcomeBranch(
        reachedBy: narrowed[key] ?? .all, isUnknownBranch: true, isFailureBranch: false, isUnknownDefault: false,
        isFallThrough: true, entry: fellThrough[key] ?? entries[key], key: key)
    }
    guard unknownSet != nil || failure else { return nil }
    return OutcomeBranch(
      reachedBy: unknownSet ?? .failure, isUnknownBranch: unknownSet != nil, isFailureBranch: failure,
      isUnknownDefault: unknownDefault, failedKeys: failedKeys,
      entry: (unknownKey ?? failedKeys.first).flatMap { entries[$0] }, key: unknownKey ?? failedKeys.first)
  }
}
