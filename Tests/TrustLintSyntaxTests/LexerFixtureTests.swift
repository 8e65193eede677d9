import Foundation
import TrustLintSyntax
import XCTest

/// Lexes every `Fixtures/lexer/<case>.swift` and compares the `dump-tokens`
/// rendering with the golden `<case>.tokens` beside it. The goldens were checked
/// against SwiftParser with `Tests/Scripts/compare-lexer.py`. After a deliberate
/// change, regenerate them with `TRUSTLINT_UPDATE_GOLDENS=1` and review the diff.
final class LexerFixtureTests: XCTestCase {
  func testEveryFixtureMatchesItsGolden() throws {
    let folder = LexerTestSupport.repositoryRoot.appendingPathComponent("Fixtures/lexer")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertGreaterThanOrEqual(names.count, 20, "fixtures missing")
    let update = ProcessInfo.processInfo.environment["TRUSTLINT_UPDATE_GOLDENS"] == "1"
    for name in names {
      let url = folder.appendingPathComponent(name)
      let bytes = [UInt8](try Data(contentsOf: url))
      let stream = Lexer.tokenize(bytes)
      LexerTestSupport.checkInvariants(stream, byteCount: bytes.count)
      let dump = TokenDump.render(stream, source: SourceFile(path: name, bytes: bytes))
      let golden = url.deletingPathExtension().appendingPathExtension("tokens")
      if update {
        try dump.write(to: golden, atomically: true, encoding: .utf8)
        continue
      }
      let expected = try String(contentsOf: golden, encoding: .utf8)
      if dump != expected {
        XCTFail("\(name): tokens differ from \(golden.lastPathComponent):\n\(firstDifference(expected, dump))")
      }
    }
  }

  private func firstDifference(_ expected: String, _ actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(e.count, a.count) {
      let x = i < e.count ? String(e[i]) : "<none>"
      let y = i < a.count ? String(a[i]) : "<none>"
      if x != y { return "line \(i + 1): expected \(x), got \(y)" }
    }
    return "same lines"
  }
}
