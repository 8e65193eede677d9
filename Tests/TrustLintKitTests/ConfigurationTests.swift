import Foundation
import TrustLintAnalysis
import TrustLintKit
import XCTest

/// `.trustlint.json` parsing, validation messages (Fixtures/config/) and mapping.
final class ConfigurationTests: XCTestCase {
  static let knownRuleIDs: Set<String> = [
    "missing_consumption_report", "duplicate_consumption_report", "unknown_treated_as_approval",
    "evaluation_outside_sensitive_category", "authorization_requested_without_status_check",
    "authorization_prompt_in_sensitive_flow", "blanket_consumption_report", "consumption_value_mismatch",
    "superfluous_disable_command",
  ]

  private let fixtures = ReporterTestSupport.repositoryRoot.appendingPathComponent("Fixtures/config")

  private func load(_ relative: String, path: String = ".trustlint.json") throws -> Configuration {
    let data = try XCTUnwrap(FileManager.default.contents(atPath: fixtures.appendingPathComponent(relative).path))
    return try Configuration.parse(Array(data), path: path, knownRuleIDs: Self.knownRuleIDs)
  }

  func testEveryBadFixtureFailsWithItsExpectedMessage() throws {
    let dir = fixtures.appendingPathComponent("bad")
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    let cases = names.filter { $0.hasSuffix(".json") }
    XCTAssertGreaterThanOrEqual(cases.count, 20)
    XCTAssertEqual(
      Set(names.filter { $0.hasSuffix(".expected") }.map { $0.dropLast(9) }), Set(cases.map { $0.dropLast(5) }),
      "every bad config needs a .expected file and vice versa")
    for name in cases {
      let expectedURL = dir.appendingPathComponent(String(name.dropLast(5)) + ".expected")
      let expected = try String(contentsOf: expectedURL, encoding: .utf8)
      do {
        _ = try load("bad/" + name)
        XCTFail("\(name) was accepted")
      } catch let error as ConfigurationError {
        XCTAssertEqual(error.description + "\n", expected, name)
      }
    }
  }

  func testFullConfiguration() throws {
    let config = try load("good/full.json", path: "/repo/app/.trustlint.json")
    XCTAssertEqual(config.rules["missing_consumption_report"], .error)
    XCTAssertEqual(config.rules["blanket_consumption_report"], .off)
    XCTAssertEqual(config.include, ["Sources/**", "App/*.swift"])
    XCTAssertEqual(config.exclude, ["Generated", "**/*.pb.swift", "Sources/Legacy/[A-C]*.swift"])
    XCTAssertEqual(config.strict, true)
    XCTAssertEqual(config.baseline, "ci/trustlint-baseline.json")
    XCTAssertEqual(config.output, "build/trustlint.sarif")
    XCTAssertEqual(config.projectRoot, "..")
    XCTAssertEqual(config.format, .sarif)
    XCTAssertEqual(config.exitZero, false)
    XCTAssertEqual(config.jobs, 4)
    XCTAssertEqual(config.quiet, true)
    XCTAssertEqual(config.timing, false)
    XCTAssertEqual(config.analyzeAll, true)
    XCTAssertEqual(config.maxFileBytes, 1_048_576)
    XCTAssertEqual(config.severity(of: "missing_consumption_report", default: .warning), .error)
    XCTAssertNil(config.severity(of: "blanket_consumption_report", default: .warning))
    XCTAssertEqual(config.severity(of: "evaluation_outside_sensitive_category", default: .warning), .note)
    XCTAssertEqual(config.severity(of: "consumption_value_mismatch", default: .warning), .warning)

    let options = config.analysisOptions()
    XCTAssertEqual(options.approvalVerbs, ["approve", "greenlight"])
    XCTAssertEqual(options.approvalValues, ["approved", "clear"])
    XCTAssertEqual(options.approvalPredicateWords, ["safe", "ok"])
    XCTAssertEqual(options.sensitiveCategories, ["payment", "account"])
    XCTAssertEqual(options.consumingFunctions, ["FraudSDK.submitFeedback", "reportToRiskEngine"])
    XCTAssertEqual(options.producingFunctions, ["RiskSDK.evaluate"])
    XCTAssertTrue(options.analyzeAll)
  }

  func testEveryDocumentedKeyIsInTheFullFixtureAndAccepted() throws {
    let data = try XCTUnwrap(
      FileManager.default.contents(atPath: fixtures.appendingPathComponent("good/full.json").path))
    guard case .success(let node) = LineJSON.parse(Array(data)), case .object(let members) = node.value else {
      return XCTFail("full.json does not parse")
    }
    XCTAssertEqual(members.map(\.key), Configuration.keys.map(\.key))
  }

  func testEmptyConfigurationKeepsDefaults() throws {
    let config = try load("good/empty.json")
    XCTAssertEqual(config, Configuration())
    let defaults = AnalysisOptions()
    let options = config.analysisOptions()
    XCTAssertEqual(options.approvalVerbs, defaults.approvalVerbs)
    XCTAssertEqual(options.sensitiveCategories, defaults.sensitiveCategories)
    XCTAssertFalse(options.analyzeAll)
    XCTAssertNil(config.strict)
  }

  func testByteOrderMarkCRLFAndUnicodeEscapes() throws {
    let config = try load("good/bom-crlf-escapes.json", path: "cfg/.trustlint.json")
    XCTAssertEqual(config.exclude, ["Pods/"])
    XCTAssertEqual(config.consumingFunctions, ["café", "😀"])
  }

  func testRelativePathsFollowTheConfigFile() {
    XCTAssertEqual(Configuration.resolve("b.json", configPath: ".trustlint.json"), "b.json")
    XCTAssertEqual(Configuration.resolve("/abs/out.txt", configPath: "ios/.trustlint.json"), "/abs/out.txt")
    XCTAssertEqual(Configuration.resolve("b.json", configPath: "ios/.trustlint.json"), "ios/b.json")
    XCTAssertEqual(Configuration.resolve("../b.json", configPath: "/repo/.trustlint.json"), "/repo/../b.json")
    XCTAssertEqual(Configuration.resolve("b.json", configPath: "/.trustlint.json"), "/b.json")
  }

  func testErrorNamesTheGivenPath() {
    XCTAssertThrowsError(
      try Configuration.parse(Array("{\"x\": 1}".utf8), path: "ci/custom.json", knownRuleIDs: [])
    ) {
      XCTAssertEqual("\($0)", "ci/custom.json:1: unknown key 'x'")
    }
  }

  func testLineJSONValuesAndLines() throws {
    let text = "{\n \"a\": [1, -2.5e3, true,\n  null, \"x\\\"y\"],\n \"b\": {}\n}"
    guard case .success(let node) = LineJSON.parse(Array(text.utf8)), case .object(let members) = node.value else {
      return XCTFail("does not parse")
    }
    XCTAssertEqual(members.map(\.line), [2, 4])
    guard case .array(let items) = members[0].value.value else { return XCTFail("not an array") }
    XCTAssertEqual(items.map(\.value), [.number("1"), .number("-2.5e3"), .bool(true), .null, .string("x\"y")])
    XCTAssertEqual(items.map(\.line), [2, 2, 2, 3, 3])
    for bad in ["01", "1.", "-", "1e", "tru", "\"\\u12\"", "\"\\ud800\"", "[1,]", "{\"a\" 1}", "1 2"] {
      if case .success = LineJSON.parse(Array(bad.utf8)) { XCTFail("accepted \(bad)") }
    }
  }

  func testSpellingSuggestions() {
    XCTAssertEqual(Spelling.suggestion(for: "exlude", among: ["include", "exclude"]), "exclude")
    XCTAssertEqual(Spelling.suggestion(for: "Strict", among: ["strict", "quiet"]), "strict")
    XCTAssertNil(Spelling.suggestion(for: "verbosity", among: ["rules", "strict"]))
  }
}
