import TrustLintAnalysis
import TrustLintSyntax
import XCTest

@testable import TrustLintRules

/// consumption_value_mismatch: where the finding goes and what it says.
final class MismatchRuleTests: XCTestCase {
  private func findings(_ body: String) -> [Finding] {
    let text = "import TrustInsights\n" + body
    let file = ParsedFile(tree: Parser.parse(SourceFile(path: "a.swift", text: text)), isLinted: true)
    let program = Program(files: [file], options: AnalysisOptions())
    return ConsumptionValueMismatchRule().check(RuleContext(program: program, file: file))
  }

  func testStatusTokenAndMessage() throws {
    let result = findings(
      """
      func f(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        switch e.insight.outcome {
        case .success: e.reportConsumption(.usedUnchangedFriction)
        case .failure: e?.reportConsumption(.usedEvaluationOnly, insightIDsUsed: [])
        }
      }
      """)
    let finding = try XCTUnwrap(result.first)
    XCTAssertEqual(result.count, 1)
    XCTAssertEqual(finding.severity, .warning)
    XCTAssertEqual(finding.line, 5)
    XCTAssertEqual(finding.column, 40)
    XCTAssertTrue(finding.message.contains("'.usedEvaluationOnly'"), finding.message)
    XCTAssertTrue(finding.message.contains("report '.notUsedError'"), finding.message)
  }

  func testOnlyUsedStatusesInReportsCount() {
    let result = findings(
      """
      func f(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>, cancelled: Bool) {
        switch e.insight.outcome {
        case .success: e.reportConsumption(.usedUnchangedFriction)
        case .failure:
          log(.usedUnchangedFriction)
          e.reportConsumption(cancelled ? .notUsedNotNeeded : .notUsedError)
        }
        switch e.insight.outcome {
        case .success: break
        case .failure: return
        }
        e.reportConsumption(.usedUnchangedFriction)
      }
      func log(_ s: InsightEvaluationConsumptionStatus) {}
      """)
    XCTAssertTrue(result.isEmpty, result.map { $0.message }.joined())
  }
}
