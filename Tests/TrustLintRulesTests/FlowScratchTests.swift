import Foundation
import XCTest

@testable import TrustLintRules

/// Prints the findings for the files named in `FLOW_SCRATCH` (colon-separated); does nothing
/// otherwise. A debugging aid for writing fixtures.
final class FlowScratchTests: XCTestCase {
  func testPrintFindings() {
    guard let list = ProcessInfo.processInfo.environment["FLOW_SCRATCH"], !list.isEmpty else { return }
    var urls: [URL] = []
    for path in list.split(separator: ":") {
      let url = URL(fileURLWithPath: String(path))
      var isDir: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir)
      urls += isDir.boolValue ? FixtureHarness.swiftFiles(in: url) : [url]
    }
    let (findings, _) = FixtureHarness.run(files: urls)
    for f in findings {
      print(
        "\(f.file.split(separator: "/").last!):\(f.line):\(f.column): \(f.rule): \(f.message) [\(f.enclosingDeclaration)]"
      )
      for r in f.related { print("    note \(r.line):\(r.column): \(r.message)") }
    }
  }
}
