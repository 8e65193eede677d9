import TrustLintKit
import XCTest

/// Every format against its expected output in Fixtures/reporters/.
final class ReporterGoldenTests: XCTestCase {
  func testXcode() {
    ReporterTestSupport.assertGolden(XcodeReporter.render(ReporterTestSupport.sampleReport()), "sample.xcode.txt")
  }

  func testXcodeSummaryLine() {
    XCTAssertEqual(
      XcodeReporter.summaryLine(ReporterTestSupport.sampleReport()),
      "trustlint: 5 files linted, 3 using TrustInsights: 1 error, 2 warnings, 1 note in 0.43 s")
    XCTAssertEqual(
      XcodeReporter.summaryLine(ReporterTestSupport.emptyReport()),
      "trustlint: 0 files linted, 0 using TrustInsights: 0 errors, 0 warnings, 0 notes in 0.00 s")
  }

  func testJSON() {
    ReporterTestSupport.assertGolden(JSONReporter.render(ReporterTestSupport.sampleReport()), "sample.json")
  }

  func testSARIF() {
    ReporterTestSupport.assertGolden(SARIFReporter.render(ReporterTestSupport.sampleReport()), "sample.sarif")
  }

  func testGitHub() {
    ReporterTestSupport.assertGolden(GitHubReporter.render(ReporterTestSupport.sampleReport()), "sample.github.txt")
  }

  func testCheckstyle() {
    ReporterTestSupport.assertGolden(
      CheckstyleReporter.render(ReporterTestSupport.sampleReport()), "sample.checkstyle.xml")
  }

  func testJUnit() {
    ReporterTestSupport.assertGolden(JUnitReporter.render(ReporterTestSupport.sampleReport()), "sample.junit.xml")
  }

  func testGitLab() {
    ReporterTestSupport.assertGolden(GitLabReporter.render(ReporterTestSupport.sampleReport()), "sample.gitlab.json")
  }

  func testEmptyReports() {
    let empty = ReporterTestSupport.emptyReport()
    XCTAssertEqual(ReportFormat.xcode.render(empty), "")
    XCTAssertEqual(ReportFormat.github.render(empty), "")
    XCTAssertEqual(ReportFormat.gitlab.render(empty), "[]\n")
    ReporterTestSupport.assertGolden(ReportFormat.json.render(empty), "empty.json")
    ReporterTestSupport.assertGolden(ReportFormat.sarif.render(empty), "empty.sarif")
    ReporterTestSupport.assertGolden(ReportFormat.checkstyle.render(empty), "empty.checkstyle.xml")
    ReporterTestSupport.assertGolden(ReportFormat.junit.render(empty), "empty.junit.xml")
  }

  func testFormatDispatchMatchesReporters() {
    let report = ReporterTestSupport.sampleReport()
    XCTAssertEqual(ReportFormat.sarif.render(report), SARIFReporter.render(report))
    XCTAssertEqual(ReportFormat.junit.render(report), JUnitReporter.render(report))
    XCTAssertEqual(ReportFormat.names, "xcode|json|sarif|github|checkstyle|junit|gitlab")
  }
}
