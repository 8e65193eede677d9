import TrustLintSyntax
import XCTest

@testable import TrustLintAnalysis

/// Which outcomes reach which calls: the facts behind unknown_treated_as_approval and
/// consumption_value_mismatch.
final class OutcomeFactsTests: XCTestCase {
  /// Outcome facts of a one-file program.
  private func facts(_ body: String) -> OutcomeFacts {
    let source = "import TrustInsights\n" + body
    let file = ParsedFile(tree: Parser.parse(SourceFile(path: "t.swift", text: source)), isLinted: true)
    let program = Program(files: [file], options: AnalysisOptions())
    return ProgramFacts.of(program).outcomeFacts(inFile: 0)
  }

  /// The calls recorded in unknown branches, by name, with what reaches them.
  private func unknownCalls(_ f: OutcomeFacts) -> [String: OutcomeSet] {
    var result: [String: OutcomeSet] = [:]
    for c in f.calls where c.branch.isUnknownBranch {
      if let n = SyntaxQueries.calleeName(c.call)?.text { result[n] = c.branch.reachedBy }
    }
    return result
  }

  /// The calls recorded in fall-through branches (`OutcomeBranch.isFallThrough`), by name.
  private func fallThroughCalls(_ f: OutcomeFacts) -> Set<String> {
    Set(f.calls.filter { $0.branch.isFallThrough }.compactMap { SyntaxQueries.calleeName($0.call)?.text })
  }

  private func failureCalls(_ f: OutcomeFacts) -> Set<String> {
    Set(f.calls.filter { $0.branch.isFailureBranch }.compactMap { SyntaxQueries.calleeName($0.call)?.text })
  }

  func testSwitchOnGetNarrowsEachCase() {
    let f = facts(
      """
      func f(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) throws {
        switch try e.insight.outcome.get() {
        case .unknown, .medium: a()
        case .high: b()
        @unknown default: c()
        }
        after()
      }
      """)
    let calls = unknownCalls(f)
    XCTAssertEqual(calls["a"], [.unknown, .medium])
    XCTAssertNil(calls["b"])
    XCTAssertEqual(calls["c"], .future)
    XCTAssertNil(calls["after"], "code after the switch is where all outcomes meet")
  }

  func testDefaultGetsWhatIsLeft() {
    let f = facts(
      """
      func f(_ level: IsLikelyBeingCoachedInsight.Value) {
        switch level {
        case .high: a()
        default: b()
        }
        switch level {
        case .unknown: c()
        case .medium: d()
        case .high: e()
        default: g()
        }
      }
      """)
    let calls = unknownCalls(f)
    XCTAssertEqual(calls["b"], [.unknown, .medium, .future])
    XCTAssertEqual(calls["c"], .unknown)
    XCTAssertEqual(calls["g"], .future, "a default after all three values is reached only by a future value")
    XCTAssertNil(calls["d"])
  }

  func testWhereNarrowsOnlyWhenItTestsTheValue() {
    let f = facts(
      """
      func f(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>, amount: Int) {
        switch e.insight.outcome {
        case .success(let v) where v == .high: a()
        case .success(.medium) where amount > 10: b()
        case .success: c()
        case .failure: d()
        }
      }
      """)
    XCTAssertEqual(unknownCalls(f)["c"], [.unknown, .medium, .future])
    XCTAssertEqual(failureCalls(f), ["d"])
    XCTAssertNil(unknownCalls(f)["a"])
  }

  func testIfChainsGuardsAndEarlyReturns() {
    let f = facts(
      """
      func f(_ level: IsLikelyBeingCoachedInsight.Value, ok: Bool) -> Int {
        if level != .high { a() } else { b() }
        if level == .high || level == .medium { c() } else if ok { d() }
        if level == .high && ok { e() } else { g() }
        guard level == .high else { h(); return 0 }
        i()
        return 1
      }
      func early(_ level: IsLikelyBeingCoachedInsight.Value) {
        if level == .high { return }
        k()
        if level == .medium { return }
        j()
      }
      """)
    let calls = unknownCalls(f)
    XCTAssertEqual(calls["a"], [.unknown, .medium, .future])
    XCTAssertNil(calls["b"])
    XCTAssertEqual(calls["d"], [.unknown, .future])
    XCTAssertEqual(
      calls["g"], .values, "`.unknown` surely takes the else of `high && ok`, though every value may: a branch")
    XCTAssertEqual(calls["h"], [.unknown, .medium, .future])
    XCTAssertNil(calls["i"])
    XCTAssertEqual(calls["j"], [.unknown, .future])
    // After `.high` left, `.medium` and `.unknown` go on together: the `if`'s else, a
    // fall-through branch (only a reduced-friction report there approves `.unknown`).
    XCTAssertEqual(calls["k"], [.unknown, .medium, .future])
    XCTAssertEqual(fallThroughCalls(f), ["k"], "`j` is reached by `.unknown` alone: a full unknown branch")
  }

  func testPastALeftValueEveryPointIsAFallThrough() {
    let f = facts(
      """
      func f(_ level: IsLikelyBeingCoachedInsight.Value, ok: Bool) {
        switch level {
        case .high: return
        case .medium: a()
        case .unknown: b()
        }
        c()
        if ok { d() }
        if level == .medium { e() }
        g()
      }
      func h(_ level: IsLikelyBeingCoachedInsight.Value, ok: Bool) {
        if level == .high { return } else if level == .medium { i() }
        j()
      }
      func k(_ level: IsLikelyBeingCoachedInsight.Value) {
        switch level {
        case .high: m()
        case .medium: n()
        case .unknown: p()
        }
        q()
      }
      """)
    let calls = unknownCalls(f)
    // `.high` left: whether `.medium` and `.unknown` met again or not, what follows is reached by
    // `.unknown` with `.medium` (only a reduced-friction report there approves `.unknown`).
    XCTAssertEqual(fallThroughCalls(f), ["c", "d", "g", "j"])
    XCTAssertEqual(calls["c"], [.unknown, .medium], "the switch names every value: no future one goes on")
    XCTAssertNil(calls["e"], "inside `if level == .medium`: `.unknown` does not reach it")
    XCTAssertNil(calls["i"])
    XCTAssertNil(calls["q"], "every value goes on: they meet again, no branch")
    XCTAssertEqual(calls["p"], [.unknown])
  }

  func testBoundValuesAndCasePatterns() {
    let f = facts(
      """
      func f(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        do {
          let level = try e.insight.outcome.get()
          if level == .unknown { a() }
        } catch {
          b()
        }
        guard case .success(let v) = e.insight.outcome else { c(); return }
        d()
        if case .unknown = v { g() }
        if [.medium, .high].contains(v) { h() } else { i() }
      }
      """)
    let calls = unknownCalls(f)
    XCTAssertEqual(calls["a"], .unknown)
    XCTAssertNil(calls["d"], "after `guard case .success`, every value meets")
    XCTAssertEqual(calls["g"], .unknown)
    XCTAssertNil(calls["h"])
    XCTAssertEqual(calls["i"], [.unknown, .future])
    XCTAssertEqual(failureCalls(f), ["b", "c"])
  }

  func testOptionalTryAndNilBranches() {
    let f = facts(
      """
      func f(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        switch try? e.insight.outcome.get() {
        case .some(.high): a()
        case .none: b()
        default: c()
        }
        guard let level = try? e.insight.outcome.get() else { d(); return }
        // The guard proved success: this `else` cannot be reached.
        if let other = try? e.insight.outcome.get() { g(other) } else { i() }
        _ = level
      }
      func g(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        if let other = try? e.insight.outcome.get() { g(other) } else { h() }
      }
      """)
    XCTAssertEqual(unknownCalls(f)["c"], [.unknown, .medium, .future])
    XCTAssertEqual(failureCalls(f), ["b", "d", "h"])
  }

  func testCatchOnlyForInsightErrors() {
    let f = facts(
      """
      func f(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) async {
        do {
          let v = try e.insight.outcome.get()
          try await send(v)
        } catch is CancellationError {
          a()
        } catch {
          b()
        }
        do {
          try await send(nil)
        } catch {
          c()
        }
        do {
          Task { _ = try e.insight.outcome.get() }
        } catch {
          d()
        }
      }
      """)
    XCTAssertEqual(failureCalls(f), ["b"])
  }

  func testTernariesAndValuePositions() {
    let f = facts(
      """
      enum D { case approved, review }
      func f(_ level: IsLikelyBeingCoachedInsight.Value) -> D {
        return level == .unknown ? .approved : .review
      }
      """)
    let leaves = f.values.compactMap { fact -> String? in
      if case .implicitMember(let n) = fact.leaf, fact.branch.isUnknownBranch { return n.text }
      return nil
    }
    XCTAssertEqual(leaves, ["approved"])
  }

  func testExtensionsClosuresAndNestedFunctions() {
    let f = facts(
      """
      extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
        func decide() {
          switch self.insight.outcome {
          case .success(.unknown):
            Task { a() }
            func later() { b() }
            later()
            func kept() { e() }
            schedule(kept)
          default: break
          }
        }
      }
      extension IsLikelyBeingCoachedInsight.Value {
        func act() { if self == .unknown { c() } }
      }
      struct Holder {
        var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?
        func go() { if case .success(.unknown)? = evaluation?.insight.outcome { d() } }
      }
      """)
    let calls = unknownCalls(f)
    XCTAssertEqual(calls["a"], .unknown, "closures run on the branch's path")
    XCTAssertEqual(calls["b"], .unknown, "a nested function called by name in the branch runs there")
    XCTAssertNil(calls["e"], "a nested function only handed on is a body of its own")
    XCTAssertEqual(calls["later"], .unknown)
    XCTAssertEqual(calls["c"], .unknown)
    XCTAssertEqual(calls["d"], .unknown)
  }

  func testFunctionsAndPropertiesDeclaredAsValue() {
    let f = facts(
      """
      func currentLevel(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) throws -> IsLikelyBeingCoachedInsight.Value {
        try e.insight.outcome.get()
      }
      final class Model { var level: IsLikelyBeingCoachedInsight.Value = .unknown }
      func f(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>, model: Model) throws {
        let level = try currentLevel(e)
        if level == .unknown { a() }
        switch model.level {
        case .high: b()
        default: c()
        }
      }
      """)
    let calls = unknownCalls(f)
    XCTAssertEqual(calls["a"], .unknown)
    XCTAssertNil(calls["b"])
    XCTAssertEqual(calls["c"], [.unknown, .medium, .future])
  }

  func testPropertiesReadByNameMustAllAgree() {
    // Every `level` of the program is a `Value` (one optional): reading `model.level` tests the
    // outcome only while all of them say the same kind.
    let agreeing = facts(
      """
      final class Model { var level: IsLikelyBeingCoachedInsight.Value = .unknown }
      struct Copy { let level: IsLikelyBeingCoachedInsight.Value }
      func f(model: Model) {
        switch model.level {
        case .high: b()
        default: c()
        }
      }
      """)
    XCTAssertEqual(unknownCalls(agreeing)["c"], [.unknown, .medium, .future])
    // Where they disagree, only the receiver's declared type decides: `model: Model` reads
    // Model's `level`; a receiver of a type the program does not declare says nothing.
    for other in [
      "struct Grade { var level: String }", "struct Maybe { var level: IsLikelyBeingCoachedInsight.Value? }",
      "struct Untyped { var level = 3 }",
    ] {
      let cases: [(String, OutcomeSet?)] = [("Model", [.unknown, .medium, .future]), ("RemoteModel", nil)]
      for (receiver, expected) in cases {
        let mixed = facts(
          """
          final class Model { var level: IsLikelyBeingCoachedInsight.Value = .unknown }
          \(other)
          func f(model: \(receiver)) {
            switch model.level {
            case .high: b()
            default: c()
            }
          }
          """)
        XCTAssertEqual(unknownCalls(mixed)["c"], expected, "\(other), model: \(receiver)")
      }
    }
  }

  func testConstantsHoldingATest() {
    let f = facts(
      """
      func f(_ level: IsLikelyBeingCoachedInsight.Value) {
        let isUnknown = level == .unknown
        if isUnknown { a() }
        if !isUnknown { b() }
      }
      """)
    XCTAssertEqual(unknownCalls(f)["a"], .unknown)
    XCTAssertNil(unknownCalls(f)["b"])
  }

  func testFileWithoutOutcomesRecordsNothing() {
    let f = facts(
      """
      enum Grade { case unknown, pass }
      func f(_ g: Grade) { if g == .unknown { approve() } }
      """)
    XCTAssertTrue(f.calls.isEmpty)
    XCTAssertTrue(f.values.isEmpty)
  }

  func testCaseSpaceSubtractsBoxes() {
    let level = OutcomeSubject(key: "k", kind: .value)
    var space = CaseSpace(dimensions: [.outcome(level), .boolean], narrowed: [:])
    let unknown = OutcomeSet.unknown.rawValue
    // `case (.unknown, false)` then `case (_, true)`: no `.unknown` is left.
    space.subtract([unknown, 2])
    space.subtract([OutcomeSet.values.rawValue, 1])
    XCTAssertEqual(CaseSpace.union(space.reach([unknown, 3]), at: 0), 0)
    XCTAssertEqual(
      OutcomeSet(rawValue: CaseSpace.union(space.remaining, at: 0)), [.medium, .high, .future])
    // A refutable position subtracts nothing.
    var other = CaseSpace(dimensions: [.outcome(level), .other], narrowed: [:])
    other.subtract([unknown, 0])
    XCTAssertEqual(OutcomeSet(rawValue: CaseSpace.union(other.remaining, at: 0)), .values)
  }

  func testTupleSwitchAndConditionListFailures() {
    let f = facts(
      """
      func f(_ level: IsLikelyBeingCoachedInsight.Value, flag: Bool) {
        switch (level, flag) {
        case (.high, _): a()
        case (.unknown, true): b()
        case (_, true): c()
        default: d()
        }
      }
      func g(_ pending: InsightEvaluation<IsLikelyBeingCoachedInsight>?) {
        guard let e = pending, case .success(let level) = e.insight.outcome, level == .high else {
          return h()
        }
      }
      """)
    let calls = unknownCalls(f)
    XCTAssertEqual(calls["b"], [.unknown])
    XCTAssertNil(calls["c"], "reached by .medium and newer values only")
    XCTAssertEqual(calls["d"], [.unknown, .medium, .future])
    XCTAssertEqual(calls["h"], [.unknown, .medium, .future, .failure])
    XCTAssertNil(calls["a"])
  }
}
