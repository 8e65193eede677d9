import Foundation
import TrustLintKit
import TrustLintRules
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Properties of the formats beyond the golden files: escaping round-trips through
/// real parsers, key order, uniqueness, determinism.
final class ReporterFormatTests: XCTestCase {
  /// SARIF counts columns in UTF-16 code units; the other formats count bytes. After `é` (two
  /// bytes, one unit) and `🔒` (four bytes, two units) they differ; on an ASCII line they agree.
  func testSARIFColumnsCountUTF16Units() throws {
    let file = "/p/Gate.swift"
    let lines = ["let note = \"é🔒\"; let e = try await evaluator.requestEvaluation(context: c)", "return"]
    let byteColumn = Array(lines[0].utf8).count - Array("evaluator.requestEvaluation(context: c)".utf8).count + 1
    let finding = Finding(
      rule: "missing_consumption_report", severity: .error, message: "m", file: file, line: 1, column: byteColumn,
      related: [
        RelatedLocation(file: file, line: 2, column: 1, message: "returns"),
        RelatedLocation(file: file, line: 1, column: byteColumn, message: "again"),
      ])
    let paths = ReportPaths(root: "/p", workingDirectory: "/p")
    let reported = Fingerprint.assign([finding], paths: paths) { _, line in Array(lines[line - 1].utf8) }
    let report = LintReport(
      findings: reported, summary: LintSummary(filesLinted: 1, filesUsingTrustInsights: 1, durationSeconds: 0),
      rules: [], toolVersion: "t", paths: paths)
    let sarif = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(SARIFReporter.render(report).utf8)) as? [String: Any])
    let result = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?[0]["results"] as? [[String: Any]])?[0])
    func column(_ location: Any?) -> Int? {
      let physical = (location as? [String: Any])?["physicalLocation"] as? [String: Any]
      return (physical?["region"] as? [String: Any])?["startColumn"] as? Int
    }
    let expected = byteColumn - 1 - 2  // `é` is one unit less than its bytes, `🔒` two less
    XCTAssertEqual(column((result["locations"] as? [Any])?[0]), expected)
    let related = try XCTUnwrap(result["relatedLocations"] as? [Any])
    XCTAssertEqual(column(related[0]), 1)
    XCTAssertEqual(column(related[1]), expected)
    // The byte column stays what every other format prints.
    XCTAssertTrue(XcodeReporter.render(report).contains("Gate.swift:1:\(byteColumn):"))
  }

  func testGitHubEscaping() {
    XCTAssertEqual(GitHubReporter.escapeData("100%\r\na:b,c"), "100%25%0D%0Aa:b,c")
    XCTAssertEqual(GitHubReporter.escapeProperty("100%\r\na:b,c"), "100%25%0D%0Aa%3Ab%2Cc")
  }

  func testJSONParsesBackWithFindingsInOrderAndExactText() throws {
    let report = ReporterTestSupport.sampleReport()
    let text = JSONReporter.render(report)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    XCTAssertEqual(object["version"] as? Int, 1)
    let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
    XCTAssertEqual(findings.map { $0["rule"] as? String }, report.findings.map { $0.finding.rule })
    XCTAssertEqual(findings.map { $0["message"] as? String }, report.findings.map { $0.finding.message })
    XCTAssertEqual(findings[1]["file"] as? String, ReporterTestSupport.transfer)
    XCTAssertEqual((findings[1]["related"] as? [[String: Any]])?.count, 2)
    // Keys in the documented order, not alphabetical.
    XCTAssertTrue(text.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n    {\n      \"rule\": "))
  }

  func testJSONTextEscapesControlCharacters() {
    XCTAssertEqual(
      JSONText.string("a\"b\\c\n\u{1}\u{7F}é").rendered(pretty: false), "\"a\\\"b\\\\c\\n\\u0001\\u007fé\"")
    XCTAssertEqual(
      JSONText.object([("b", .int(1)), ("a", .array([.bool(true), .null]))]).rendered(pretty: false),
      "{\"b\":1,\"a\":[true,null]}")
  }

  func testXMLOutputsParseAndKeepTheMessage() throws {
    let report = ReporterTestSupport.sampleReport()
    for text in [CheckstyleReporter.render(report), JUnitReporter.render(report)] {
      let collector = AttributeCollector()
      let parser = XMLParser(data: Data(text.utf8))
      parser.delegate = collector
      XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))\n\(text)")
      // Checkstyle appends the related locations to the message; junit keeps it as is.
      for reported in report.findings {
        XCTAssertTrue(
          collector.messages.contains { $0.hasPrefix(reported.finding.message) }, "\(collector.messages)")
      }
      if text.contains("<testsuites") {
        XCTAssertTrue(collector.names.contains("Sources/Payments/Z <Clean> & \"Safe\".swift"), "\(collector.names)")
      }
    }
  }

  /// A file that cannot be read (exit status 2) is in the json summary's `problems` and is an
  /// erroring junit test case; a run without problems has neither (the golden files).
  func testRunProblemsReachJSONAndJUnit() throws {
    let sample = ReporterTestSupport.sampleReport()
    let problem = "Sources/Gone <1>.swift: No such file or directory"
    let report = LintReport(
      findings: sample.findings, summary: sample.summary, rules: sample.rules, toolVersion: sample.toolVersion,
      paths: sample.paths, cleanFiles: sample.cleanFiles, problems: [problem])
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(JSONReporter.render(report).utf8)) as? [String: Any])
    XCTAssertEqual((json["summary"] as? [String: Any])?["problems"] as? [String], [problem])
    XCTAssertFalse(JSONReporter.render(sample).contains("\"problems\""))

    let junit = JUnitReporter.render(report)
    let collector = AttributeCollector()
    let parser = XMLParser(data: Data(junit.utf8))
    parser.delegate = collector
    XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))\n\(junit)")
    XCTAssertTrue(collector.messages.contains(problem), "\(collector.messages)")
    XCTAssertEqual(collector.errorElements, 1)
    let tests = sample.findings.count + sample.cleanFiles.count + 1
    XCTAssertTrue(
      junit.contains("<testsuites name=\"trustlint\" tests=\"\(tests)\" failures=\"4\" errors=\"1\">"), junit)
    XCTAssertEqual(collector.errorElements(in: JUnitReporter.render(sample)), 0)
  }

  func testGitLabFingerprintsAreUnique() throws {
    let paths = ReportPaths(root: "/p", workingDirectory: "/p")
    let finding = Finding(rule: "r", severity: .warning, message: "m", file: "a.swift", line: 1, column: 1)
    let same = ReportedFinding(finding: finding, fingerprint: "0123456789abcdef")
    let report = LintReport(
      findings: [same, same, same],
      summary: LintSummary(filesLinted: 1, filesUsingTrustInsights: 1, durationSeconds: 0), rules: [],
      toolVersion: "t", paths: paths)
    let array = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(GitLabReporter.render(report).utf8)) as? [[String: Any]])
    XCTAssertEqual(
      array.map { $0["fingerprint"] as? String }, ["0123456789abcdef", "0123456789abcdef-2", "0123456789abcdef-3"])
  }

  func testSARIFRuleIndexPointsAtTheRule() throws {
    let text = SARIFReporter.render(ReporterTestSupport.sampleReport())
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let rules = try XCTUnwrap(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 4)
    for result in results {
      let index = try XCTUnwrap(result["ruleIndex"] as? Int)
      XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
    }
    // One code flow per related location, each from the primary location to it.
    let flows = try XCTUnwrap(results[1]["codeFlows"] as? [[String: Any]])
    XCTAssertEqual(flows.count, 2)
  }

  func testURIEncoding() {
    XCTAssertEqual(URIEncoding.encodePath("a b/c%d#e?f:g/é.swift"), "a%20b/c%25d%23e%3Ff%3Ag/%C3%A9.swift")
    XCTAssertEqual(URIEncoding.fileURI(forAbsolutePath: "/work/My App", directory: true), "file:///work/My%20App/")
    XCTAssertEqual(URIEncoding.fileURI(forAbsolutePath: "/", directory: true), "file:///")
    // A name that is not UTF-8 is encoded as its bytes on disk, not as the private-use
    // scalars `RawPath` keeps them in (which encoded as `%F4%8F%BF%BF` for the byte 0xFF).
    let raw = RawPath.decode([UInt8]("Bad".utf8) + [0xFF, 0xE9] + [UInt8](" é.swift".utf8))
    XCTAssertEqual(URIEncoding.encodePath("Sources/" + raw), "Sources/Bad%FF%E9%20%C3%A9.swift")
    XCTAssertEqual(
      URIEncoding.fileURI(forAbsolutePath: "/w/" + raw, directory: false), "file:///w/Bad%FF%E9%20%C3%A9.swift")
  }

  func testReportPaths() {
    let paths = ReportPaths(root: "/repo/app/", workingDirectory: "/repo")
    XCTAssertEqual(paths.root, "/repo/app")
    XCTAssertEqual(paths.relative("app/Sources/A.swift"), "Sources/A.swift")
    XCTAssertEqual(paths.relative("./app/./x/../B.swift"), "B.swift")
    XCTAssertEqual(paths.relative("/repo/app/C.swift"), "C.swift")
    XCTAssertEqual(paths.relative("/repo/application/D.swift"), "/repo/application/D.swift")
    XCTAssertEqual(paths.relative("other/E.swift"), "/repo/other/E.swift")
    XCTAssertEqual(paths.relative("app"), ".")
    XCTAssertEqual(ReportPaths(root: "/", workingDirectory: "/").relative("/x/y.swift"), "x/y.swift")
  }

  func testOutputIsIndependentOfInputOrder() {
    let report = ReporterTestSupport.sampleReport()
    let shuffled = LintReport(
      findings: report.findings.reversed(), summary: report.summary, rules: report.rules,
      toolVersion: report.toolVersion, paths: report.paths, cleanFiles: report.cleanFiles.reversed())
    for format in ReportFormat.allCases {
      XCTAssertEqual(format.render(report), format.render(shuffled), format.rawValue)
    }
  }
}

/// Collects `message` attributes, suite names and failure texts from XML.
private final class AttributeCollector: NSObject, XMLParserDelegate {
  var messages: [String] = []
  var names: [String] = []
  var errorElements = 0

  /// The number of `<error>` elements of another document.
  func errorElements(in text: String) -> Int {
    let other = AttributeCollector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = other
    _ = parser.parse()
    return other.errorElements
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if let message = attributes["message"] { messages.append(message) }
    if let name = attributes["name"] { names.append(name) }
    if elementName == "error" { errorElements += 1 }
  }
}
