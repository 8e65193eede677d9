import Foundation
import TrustLintSyntax
import XCTest

/// Golden tests: every `Fixtures/parser/NAME.swift` is parsed and its `TreeDump` compared with
/// `Fixtures/parser/NAME.tree`. Set `TRUSTLINT_UPDATE_GOLDENS=1` to rewrite the goldens after a
/// deliberate change (then review the diff: the goldens are the expectation).
final class ParserFixtureTests: XCTestCase {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/parser")

  func testFixturesMatchGoldens() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertGreaterThanOrEqual(names.count, 10)
    let update = ProcessInfo.processInfo.environment["TRUSTLINT_UPDATE_GOLDENS"] == "1"
    for name in names {
      let source = Self.folder.appendingPathComponent(name)
      let golden = source.deletingPathExtension().appendingPathExtension("tree")
      let bytes = try Array(Data(contentsOf: source))
      let dump = TreeDump.render(Parser.parse(SourceFile(path: name, bytes: bytes)))
      if update {
        try dump.write(to: golden, atomically: true, encoding: .utf8)
        continue
      }
      guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
        XCTFail("\(name): missing golden \(golden.lastPathComponent)")
        continue
      }
      if dump != expected {
        XCTFail("\(name): tree differs from \(golden.lastPathComponent):\n\(firstDifference(dump, expected))")
      }
    }
  }

  func testDumpIsDeterministic() throws {
    let source = Self.folder.appendingPathComponent("expressions.swift")
    let bytes = try Array(Data(contentsOf: source))
    let first = TreeDump.render(Parser.parse(SourceFile(path: "a", bytes: bytes)))
    let second = TreeDump.render(Parser.parse(SourceFile(path: "a", bytes: bytes)))
    XCTAssertEqual(first, second)
  }

  private func firstDifference(_ actual: String, _ expected: String) -> String {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(a.count, e.count) {
      let x = i < a.count ? String(a[i]) : "<end>"
      let y = i < e.count ? String(e[i]) : "<end>"
      if x != y { return "line \(i + 1):\n  actual:   \(x)\n  expected: \(y)" }
    }
    return "(no line differs)"
  }
}
