/// One clause of an `#if` block around switch cases: the block's `#if` token and the clause's
/// index (0 for `#if`, then each `#elseif` and `#else`).
public struct IfConfigClauseRef: Hashable, Sendable {
  /// The `#if` directive that opens the block.
  public let block: TokenIndex
  /// The clause's position in the block.
  public let clause: Int
  /// A reference to clause `clause` of the block opened at `block`.
  public init(block: TokenIndex, clause: Int) {
    self.block = block
    self.clause = clause
  }
}

/// An `#if` block around switch cases, as a Swift 6 compiler reads it.
public struct IfConfigCaseBlock: Hashable, Sendable {
  /// The positions of the clauses some build compiles (`#if false` and `#if compiler(<6)`
  /// clauses are left out), in source order.
  public let clauses: [Int]
  /// Whether every build compiles one of `clauses`: the block has an `#else`, or a clause
  /// every Swift 6 compiler takes (`#elseif swift(>=5.9)`). Without one, some build may
  /// compile none of its cases (`#if DEBUG` in a release build).
  public let isComplete: Bool
  /// For a block of one condition (`#if DEBUG`, perhaps with an `#else`): that condition's
  /// text without whitespace and without a leading `!` on a name or call (`DEBUG`,
  /// `targetEnvironment(simulator)`). One condition has one value in a build, so two blocks
  /// with the same text compile the same way. Nil for `#elseif` chains.
  public let condition: String?
  /// Whether the first clause is compiled when `condition` holds (false for `#if !DEBUG`).
  public let positive: Bool
  /// A block whose compiled clauses are `clauses`.
  public init(clauses: [Int], isComplete: Bool, condition: String? = nil, positive: Bool = true) {
    self.clauses = clauses
    self.isComplete = isComplete
    self.condition = condition
    self.positive = positive
  }

  /// The clause compiled when the condition has `value` (nil: none of its clauses).
  func clause(when value: Bool) -> Int? {
    if value == positive { return clauses.contains(0) ? 0 : nil }
    return clauses.contains(1) ? 1 : nil
  }
}

extension SwitchStmt {
  /// Whether some case is written inside an `#if` clause.
  public var hasIfConfigCases: Bool { cases.contains { !$0.ifConfigClauses.isEmpty } }

  /// The most cases a switch may have for its cases inside `#if` clauses to be followed per
  /// build: that replays the earlier cases for each one (quadratic), and a 20,000-case switch
  /// inside `#if DEBUG` ran for minutes. A larger switch is read as if every clause were
  /// compiled, as before `#if` clauses of cases were told apart.
  public static let maxCasesFollowedPerBuild = 256

  /// Whether the analyses follow this switch's `#if` clauses of cases per build (some case is
  /// inside one, and the switch has at most `maxCasesFollowedPerBuild` cases).
  public var followsCasesPerBuild: Bool { cases.count <= Self.maxCasesFollowedPerBuild && hasIfConfigCases }

  /// The most builds whose values are told apart by `valuesReaching(case:from:removing:union:)`;
  /// past it, their values are joined into one.
  public static let maxBuildsToldApart = 16

  /// What of `start` may reach case `i` in each build that compiles it: the cases before `i`
  /// are replayed as each build compiles them. One element per build (builds that differ only
  /// elsewhere may repeat a value), at most `maxBuildsToldApart` (past it, `union` joins them).
  ///
  /// A case compiled in every build of `i` takes its values (`removing(j, values)` is `values`
  /// without what case `j` surely matches). Of an `#if` block around `i`, only the cases of
  /// `i`'s own clause are compiled with it. Of another block, a build compiles one clause, or
  /// none when the block has no `#else`: so a complete block (`#if DEBUG case .unknown: …
  /// #else case .unknown: … #endif`) takes what each of its clauses takes, one build per
  /// clause, and an incomplete one takes nothing in some build (a release build may lack its
  /// `#if DEBUG case .unknown:`). Blocks of one condition with the same text (two `#if DEBUG`
  /// blocks, or `#if DEBUG` and `#if !DEBUG`) are compiled the same way in a build, as around
  /// statements; other blocks' builds are taken as independent.
  public func valuesReaching<Values>(
    case i: Int, from start: Values, removing: (Int, Values) -> Values, union: (Values, Values) -> Values
  ) -> [Values] {
    // The target's own blocks fix their conditions for every build that compiles it.
    var chosen: [String: Bool] = [:]
    for ref in cases[i].ifConfigClauses {
      guard let info = ifConfigBlocks[ref.block], let condition = info.condition else { continue }
      chosen[condition] = (ref.clause == 0) == info.positive
    }
    let builds = valuesLeft(
      by: Array(0..<i), depth: 0, target: cases[i].ifConfigClauses, [ConfiguredBuild(values: start, chosen: chosen)],
      removing, union)
    return builds.map(\.values)
  }

  /// The values one build leaves, and the values it gives the conditions decided so far.
  private struct ConfiguredBuild<Values> {
    var values: Values
    var chosen: [String: Bool]
  }

  /// Each build's `builds` without what the cases `indices` (all inside the same `depth`
  /// clauses, in source order) surely take in the builds that compile `target`'s clauses.
  private func valuesLeft<Values>(
    by indices: [Int], depth: Int, target: [IfConfigClauseRef], _ builds: [ConfiguredBuild<Values>],
    _ removing: (Int, Values) -> Values, _ union: (Values, Values) -> Values
  ) -> [ConfiguredBuild<Values>] {
    var builds = builds
    var k = 0
    while k < indices.count {
      let around = cases[indices[k]].ifConfigClauses
      guard around.count > depth else {
        let j = indices[k]
        builds = builds.map { ConfiguredBuild(values: removing(j, $0.values), chosen: $0.chosen) }
        k += 1
        continue
      }
      // The run of cases inside the same block at this depth.
      let block = around[depth].block
      var end = k
      while end < indices.count, cases[indices[end]].ifConfigClauses.count > depth,
        cases[indices[end]].ifConfigClauses[depth].block == block
      {
        end += 1
      }
      let run = indices[k..<end]
      func inClause(_ clause: Int) -> [Int] {
        run.filter { cases[$0].ifConfigClauses[depth].clause == clause }
      }
      if depth < target.count, target[depth].block == block {
        builds = valuesLeft(
          by: inClause(target[depth].clause), depth: depth + 1, target: target, builds, removing, union)
      } else if let info = ifConfigBlocks[block], let condition = info.condition {
        // One condition: a build that decided it compiles the matching clause; another
        // build is split by its value (without an `#else`, the false one compiles nothing).
        var next: [ConfiguredBuild<Values>] = []
        for build in builds {
          let values: [Bool]
          if let decided = build.chosen[condition] {
            values = [decided]
          } else {
            values = info.isComplete ? [true, false] : [false, true]
          }
          for value in values {
            var b = build
            b.chosen[condition] = value
            guard let clause = info.clause(when: value) else {
              next.append(b)
              continue
            }
            next += valuesLeft(by: inClause(clause), depth: depth + 1, target: [], [b], removing, union)
          }
        }
        builds = Self.capped(next, union)
      } else if let info = ifConfigBlocks[block], info.isComplete, !info.clauses.isEmpty {
        var next: [ConfiguredBuild<Values>] = []
        for clause in info.clauses {
          next += valuesLeft(by: inClause(clause), depth: depth + 1, target: [], builds, removing, union)
        }
        builds = Self.capped(next, union)
      }
      k = end
    }
    return builds
  }

  /// `builds`, joined into one past `maxBuildsToldApart` (keeping only the conditions they
  /// all decided alike).
  private static func capped<Values>(
    _ builds: [ConfiguredBuild<Values>], _ union: (Values, Values) -> Values
  ) -> [ConfiguredBuild<Values>] {
    guard builds.count > maxBuildsToldApart else { return builds }
    var joined = builds[0]
    for b in builds.dropFirst() {
      joined.values = union(joined.values, b.values)
      joined.chosen = joined.chosen.filter { b.chosen[$0.key] == $0.value }
    }
    return [joined]
  }
}
