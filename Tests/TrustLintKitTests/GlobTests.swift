import Foundation
import TrustLintKit
import XCTest

/// Glob semantics and linear-time matching.
final class GlobTests: XCTestCase {
  private func match(_ pattern: String, _ path: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    do {
      return try Glob(pattern).matches(path)
    } catch {
      XCTFail("\(error)", file: file, line: line)
      return false
    }
  }

  func testStarDoesNotCrossSlashes() {
    XCTAssertTrue(match("Sources/*.swift", "Sources/A.swift"))
    XCTAssertFalse(match("Sources/*.swift", "Sources/App/A.swift"))
    XCTAssertTrue(match("Sources/*/A.swift", "Sources/App/A.swift"))
    XCTAssertTrue(match("Sources/A*", "Sources/A"))
    XCTAssertFalse(match("Sources/A*", "Sources/B"))
  }

  func testGlobstar() {
    XCTAssertTrue(match("Sources/**/A.swift", "Sources/A.swift"))
    XCTAssertTrue(match("Sources/**/A.swift", "Sources/x/y/z/A.swift"))
    XCTAssertFalse(match("Sources/**/A.swift", "Tests/x/A.swift"))
    XCTAssertTrue(match("Sources/**", "Sources/x/y.swift"))
    XCTAssertFalse(match("Sources/**", "Sources"))
    XCTAssertTrue(match("**/Generated/*.swift", "Generated/A.swift"))
    XCTAssertTrue(match("**/Generated/*.swift", "a/b/Generated/A.swift"))
    XCTAssertTrue(match("a**b", "axxb"))
    XCTAssertFalse(match("a**b", "ax/xb"))
  }

  func testPatternWithoutSlashMatchesAtAnyDepth() {
    XCTAssertTrue(match("*.generated.swift", "Model.generated.swift"))
    XCTAssertTrue(match("*.generated.swift", "Sources/App/Model.generated.swift"))
    XCTAssertFalse(match("*.generated.swift", "Sources/App/Model.swift"))
    XCTAssertTrue(match("Pods", "vendor/Pods"))
    XCTAssertFalse(match("/Pods", "vendor/Pods"))
    XCTAssertTrue(match("/Pods", "Pods"))
    XCTAssertTrue(match("./Sources/A.swift", "Sources/A.swift"))
    XCTAssertTrue(match("Generated/", "x/Generated"))
  }

  func testQuestionMarkAndSets() {
    XCTAssertTrue(match("File?.swift", "File1.swift"))
    XCTAssertFalse(match("File?.swift", "File.swift"))
    XCTAssertFalse(match("a?b", "a/b"))
    XCTAssertTrue(match("[abc].swift", "b.swift"))
    XCTAssertFalse(match("[abc].swift", "d.swift"))
    XCTAssertTrue(match("[a-c]x", "cx"))
    XCTAssertTrue(match("[!a-c]x", "dx"))
    XCTAssertFalse(match("[^a-c]x", "bx"))
    XCTAssertFalse(match("a[!x]b", "a/b"))
    XCTAssertTrue(match("[]]", "]"))
    XCTAssertTrue(match("a\\*b", "a*b"))
    XCTAssertFalse(match("a\\*b", "axb"))
  }

  func testAncestorMatching() throws {
    let glob = try Glob("Sources/Generated")
    XCTAssertFalse(glob.matches("Sources/Generated/A.swift"))
    XCTAssertTrue(glob.matchesPathOrAncestor("Sources/Generated/A.swift"))
    XCTAssertTrue(glob.matchesPathOrAncestor("Sources/Generated"))
    XCTAssertFalse(glob.matchesPathOrAncestor("Sources/GeneratedStuff/A.swift"))
    let set = try GlobSet(["Pods", "*.pb.swift"])
    XCTAssertTrue(set.matchesPathOrAncestor("ios/Pods/Lib/X.swift"))
    XCTAssertTrue(set.matches("Sources/Model.pb.swift"))
    XCTAssertFalse(set.matches("Sources/Model.swift"))
    XCTAssertTrue(try GlobSet([]).isEmpty)
  }

  func testInvalidPatterns() {
    XCTAssertThrowsError(try Glob("a[bc")) { XCTAssertEqual("\($0)", "invalid glob 'a[bc': '[' is not closed by ']'") }
    XCTAssertThrowsError(try Glob(""))
    XCTAssertThrowsError(try Glob("[z-a]"))
  }

  func testPathologicalPatternIsLinear() throws {
    let glob = try Glob("/a*a*a*a*a*a*a*a*a*a*b")
    let long = String(repeating: "a", count: 100_000)
    let start = Date()
    XCTAssertFalse(glob.matches(long))
    XCTAssertTrue(glob.matches(long + "b"))
    XCTAssertFalse(try Glob("**/**/**/**/**/x").matches(String(repeating: "a/", count: 20_000) + "y"))
    // Backtracking would take exponential time here, and a quadratic matcher 10^10 steps
    // (minutes); the NFA took 0.39 s in a clean debug CI run and 2.1-2.9 s while builds loaded
    // the machine (load 10), so the bound leaves room for load, not for a worse algorithm.
    XCTAssertLessThan(Date().timeIntervalSince(start), 10.0)
  }
}
