import TrustLintSyntax
import XCTest

@testable import TrustLintAnalysis

/// How often a helper's body calls its closure parameter (`ClosureCallCounts`), which decides
/// how a caller's closure is lowered: once, at most once, or more than once.
final class ClosureCallCountsTests: XCTestCase {
  /// The counts for the last parameter of the first function in `source`.
  private func counts(_ source: String) -> ClosureCallCounts? {
    let tree = Parser.parse(SourceFile(path: "main.swift", text: source))
    for item in tree.items {
      if case .function(let f) = item, let body = f.body, let p = f.parameters.last {
        return ClosureCallCounts.of(parameter: p.name.text, in: body.stmts)
      }
    }
    XCTFail("no function")
    return nil
  }

  func testStraightCallIsOnce() {
    XCTAssertEqual(counts("func f(_ body: () -> Void) { body() }"), ClosureCallCounts(min: 1, max: 1))
    XCTAssertEqual(
      counts(
        "func f<T>(_ body: () throws -> T) rethrows -> T { lock.lock(); defer { lock.unlock() }; return try body() }"),
      ClosureCallCounts(min: 1, max: 1))
  }

  func testOnceOnEachBranch() {
    let source = "func f(_ body: () -> Void) { if Thread.isMainThread { body() } else { body() } }"
    XCTAssertEqual(counts(source), ClosureCallCounts(min: 1, max: 1))
    let switched = "func f(_ k: Int, _ body: () -> Void) { switch k { case 0: body() default: log(); body() } }"
    XCTAssertEqual(counts(switched), ClosureCallCounts(min: 1, max: 1))
  }

  func testGuardOrMissingElseMaySkip() {
    XCTAssertEqual(
      counts("func f(_ flag: Flag, _ body: () -> Void) { guard flags.isOn(flag) else { return }; body() }"),
      ClosureCallCounts(min: 0, max: 1))
    XCTAssertEqual(counts("func f(_ body: () -> Void) { if ready { body() } }"), ClosureCallCounts(min: 0, max: 1))
    XCTAssertEqual(counts("func f(_ body: (() -> Void)?) { body?() }"), ClosureCallCounts(min: 0, max: 1))
  }

  func testNeverReturningCallEndsThePath() {
    let source = "func f(_ body: () -> Void) { if ready { body() } else { fatalError(\"not ready\") } }"
    XCTAssertEqual(counts(source), ClosureCallCounts(min: 1, max: 1))
  }

  func testThrowingPathsDoNotLowerTheMinimum() {
    let source = "func f(_ body: () throws -> Void) throws { guard ready else { throw E.x }; try body() }"
    XCTAssertEqual(counts(source), ClosureCallCounts(min: 1, max: 1))
  }

  func testRetryLoopRepeats() {
    let source = """
      func withRetry(attempts: Int = 3, _ op: () async throws -> Void) async rethrows {
        for i in 0..<attempts { do { try await op(); return } catch where i < attempts - 1 { continue } }
      }
      """
    XCTAssertEqual(counts(source), ClosureCallCounts(min: 1, max: 2))
    let twice = "func f<T>(_ op: () throws -> T) rethrows -> T { do { return try op() } catch { return try op() } }"
    XCTAssertEqual(counts(twice), ClosureCallCounts(min: 1, max: 2))
    XCTAssertEqual(counts("func f(_ op: () -> Void) { op(); op() }"), ClosureCallCounts(min: 1, max: 2))
  }

  func testSecondCallInCatchNeedsAThrowInTheBody() {
    // Nothing in the `do` throws: its clause never runs.
    let source = "func f(_ op: () -> Void) { do { op() } catch { op() } }"
    XCTAssertEqual(counts(source), ClosureCallCounts(min: 1, max: 1))
  }

  func testOtherUsesAreNotJudged() {
    XCTAssertNil(counts("func f(_ body: () -> Void) { inner(body) }"))
    XCTAssertNil(counts("func f(_ body: () -> Void) { queue.sync { body() } }"))
    XCTAssertNil(counts("func f(_ body: () -> Void) { defer { body() }; log() }"))
    XCTAssertNil(counts("func f(_ body: () -> Void) {\n#if DEBUG\nbody()\n#endif\n}"))
    XCTAssertNil(counts("func f(_ body: () -> Void) { let body = other; body() }"))
    XCTAssertNil(counts("func f(_ body: () -> Void) { log() }"))
  }

  /// The counts of the last two parameters of the first function, taken together.
  private func countsTogether(_ source: String) -> ClosureCallCounts? {
    let tree = Parser.parse(SourceFile(path: "main.swift", text: source))
    for item in tree.items {
      if case .function(let f) = item, let body = f.body, f.parameters.count >= 2 {
        let names = Set(f.parameters.suffix(2).map { $0.name.text })
        return ClosureCallCounts.of(parameters: names, in: body.stmts)
      }
    }
    XCTFail("no function")
    return nil
  }

  func testTernaryArmsAreAlternatives() {
    let source = "func f(_ on: Bool, _ body: () -> Void) { on ? body() : log() }"
    XCTAssertEqual(counts(source), ClosureCallCounts(min: 0, max: 1))
    let value = "func f<T>(_ on: Bool, _ body: () -> T) -> T { return on ? body() : body() }"
    XCTAssertEqual(counts(value), ClosureCallCounts(min: 1, max: 1))
  }

  func testOneOfTwoParametersRunsExactlyOnce() {
    let branches =
      "func f(_ on: Bool, enabled: () -> Void, disabled: () -> Void) { if on { enabled() } else { disabled() } }"
    XCTAssertEqual(countsTogether(branches), ClosureCallCounts(min: 1, max: 1))
    let ternary = "func f<T>(_ on: Bool, a: () -> T, b: () -> T) -> T { on ? a() : b() }"
    XCTAssertEqual(countsTogether(ternary), ClosureCallCounts(min: 1, max: 1))
    let both = "func f(_ on: Bool, enabled: () -> Void, always: () -> Void) { if on { enabled() }; always() }"
    XCTAssertEqual(countsTogether(both), ClosureCallCounts(min: 1, max: 2))
    let maybe = "func f(_ on: Bool, a: () -> Void, b: () -> Void) { if on { a() } else if ready { b() } }"
    XCTAssertEqual(countsTogether(maybe), ClosureCallCounts(min: 0, max: 1))
  }

  func testDeepNestingIsNotJudged() {
    let open = String(repeating: "if a { ", count: 60)
    let close = String(repeating: "} ", count: 60)
    XCTAssertNil(counts("func f(_ body: () -> Void) { \(open) body() \(close) }"))
  }
}
