import Foundation
import TrustLintAnalysis
import TrustLintSyntax
import XCTest

@testable import TrustLintRules

/// Precision on real code that never touches TrustInsights, as if every file were analysed:
/// each file of a project gets `import TrustInsights` in memory (never on disk) and all rules
/// run over the project as one program. Set `TRUSTLINT_CORPUS` to a folder of projects to run it.
final class CorpusPrecisionTests: XCTestCase {
  /// The rules whose findings on such code are false positives by construction.
  private static let judged: Set<String> = [
    "unknown_treated_as_approval", "evaluation_outside_sensitive_category",
    "authorization_requested_without_status_check", "authorization_prompt_in_sensitive_flow",
    "consumption_value_mismatch",
  ]

  func testNoFindingsWhenEveryCorpusFileIsAnalysed() throws {
    guard let root = ProcessInfo.processInfo.environment["TRUSTLINT_CORPUS"] else {
      throw XCTSkip("set TRUSTLINT_CORPUS to a folder of Swift projects")
    }
    let fm = FileManager.default
    let projects = try fm.contentsOfDirectory(atPath: root).sorted()
    var judgedFindings: [Finding] = []
    var otherCounts: [String: Int] = [:]
    for project in projects {
      let folder = URL(fileURLWithPath: root).appendingPathComponent(project)
      var parsed: [ParsedFile] = []
      for url in FixtureHarness.swiftFiles(in: folder) {
        guard let data = try? Data(contentsOf: url) else { continue }
        let source = SourceFile(path: url.path, bytes: Array("import TrustInsights\n".utf8) + [UInt8](data))
        parsed.append(ParsedFile(tree: Parser.parse(source), isLinted: true))
      }
      let program = Program(files: parsed, options: AnalysisOptions())
      for file in parsed {
        for finding in RuleRunner.findings(for: file, in: program) {
          if Self.judged.contains(finding.rule) {
            judgedFindings.append(finding)
          } else {
            otherCounts[finding.rule, default: 0] += 1
          }
        }
      }
    }
    for (rule, count) in otherCounts.sorted(by: { $0.key < $1.key }) {
      print("corpus: \(count) \(rule) (not judged here)")
    }
    for f in judgedFindings.prefix(200) {
      print("corpus: \(f.file):\(f.line - 1):\(f.column): \(f.rule): \(f.message)")
    }
    XCTAssertEqual(judgedFindings.count, 0, "findings on code that never touches TrustInsights")
  }
}
