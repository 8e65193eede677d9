import Foundation
import TrustLintKit
import XCTest

@testable import TrustLintCLI

/// `rules`, `explain`, `dump-tokens`, `--version`, `--help`.
final class CLICommandTests: XCTestCase {
  func testVersionAndHelp() {
    let version = CLITestSupport.run(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertEqual(version.stdout, "trustlint \(TrustLintVersion.current)\n")
    let help = CLITestSupport.run(["--help"])
    XCTAssertEqual(help.status, 0)
    for word in [
      "trustlint [lint]", "rules", "explain RULE", "dump-tokens FILE", "--format", "--output", "--config", "--strict",
      "--exit-zero", "--baseline", "--write-baseline", "--jobs", "--stdin-path", "--project-root", "--quiet",
      "--timing",
      "--analyze-all",
    ] {
      XCTAssertTrue(help.stdout.contains(word), word)
    }
  }

  func testEveryCommandAcceptsHelp() {
    let main = CLITestSupport.run(["--help"]).stdout
    for arguments in [
      ["lint", "--help"], ["lint", "-h"], ["lint", "--strict", "--help", "Sources"], ["--strict", "-h"],
      ["rules", "--help"], ["rules", "--format", "json", "-h"], ["explain", "--help"], ["dump-tokens", "-h"],
    ] {
      let run = CLITestSupport.run(arguments)
      XCTAssertEqual(run.status, 0, "\(arguments)")
      XCTAssertEqual(run.stdout, main, "\(arguments)")
      XCTAssertEqual(run.stderr, "", "\(arguments)")
    }
    // After `--` it is a path, and a bad option before it is still reported.
    let clean = CLITestSupport.fixtures + "/cli/project"
    XCTAssertEqual(CLITestSupport.run(["lint", "--", "--help"], in: clean).status, 2)
    XCTAssertTrue(
      CLITestSupport.run(["lint", "--bogus", "--help"], in: clean).stderr.contains("unknown option '--bogus'"))
  }

  func testRulesListsEveryDescriptionInTextAndJSON() throws {
    let text = CLITestSupport.run(["rules"])
    XCTAssertEqual(text.status, 0)
    XCTAssertTrue(text.stdout.hasPrefix("missing_consumption_report "), text.stdout)
    let json = CLITestSupport.run(["rules", "--format", "json"])
    XCTAssertEqual(json.status, 0)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let rules = try XCTUnwrap(object?["rules"] as? [[String: String]])
    let textLines = text.stdout.split(separator: "\n")
    XCTAssertEqual(rules.count, textLines.count)
    for (rule, line) in zip(rules, textLines) {
      XCTAssertTrue(line.hasPrefix(rule["id"]!), String(line))
      XCTAssertTrue(line.hasSuffix(rule["summary"]!), String(line))
    }
    XCTAssertEqual(CLITestSupport.run(["rules", "--format", "yaml"]).status, 2)
    XCTAssertEqual(CLITestSupport.run(["rules", "extra"]).status, 2)
  }

  func testExplainUnknownRuleListsTheIds() {
    let run = CLITestSupport.run(["explain", "no_such_rule"])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("unknown rule 'no_such_rule'"), run.stderr)
    let ids = CLITestSupport.run(["rules", "--format", "json"]).stdout
    for case let rule as [String: String]
      in ((try? JSONSerialization.jsonObject(with: Data(ids.utf8)) as? [String: Any])?["rules"] as? [Any]) ?? []
    {
      XCTAssertTrue(run.stderr.contains("  \(rule["id"]!)\n"))
    }
    XCTAssertEqual(CLITestSupport.run(["explain"]).status, 2)
  }

  func testDumpTokensPrintsStartEndKind() throws {
    let scratch = try TemporaryProject(copying: "cli/clean")
    try scratch.write("t.swift", "let x = 1 // c\n")
    let run = CLITestSupport.run(["dump-tokens", "t.swift"], in: scratch.path)
    XCTAssertEqual(run.status, 0)
    for line in run.stdout.split(separator: "\n") {
      let parts = line.split(separator: " ")
      XCTAssertEqual(parts.count, 3, String(line))
      XCTAssertLessThanOrEqual(Int(parts[0])!, Int(parts[1])!)
    }
    let missing = CLITestSupport.run(["dump-tokens", "nope.swift"], in: scratch.path)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stderr.contains("nope.swift"))
  }
}

/// The prose wrapping of `explain` (rendered by `RuleDocs`, shared with the README table).
final class CLIRuleTextTests: XCTestCase {
  func testExplainOfEveryRuleIsWrapped() {
    for id in RuleCatalog.ids.sorted() {
      let run = CLITestSupport.run(["explain", id])
      XCTAssertEqual(run.status, 0, id)
      let prose = run.stdout.components(separatedBy: "\nFlagged:\n")[0]
      for line in prose.split(separator: "\n") {
        // Only a single word longer than the width may exceed it.
        XCTAssertTrue(line.count <= 100 || !line.trimmingCharacters(in: .whitespaces).contains(" "), "\(id): \(line)")
      }
      XCTAssertTrue(run.stdout.contains("\nFlagged:\n\n    "), id)
      XCTAssertTrue(run.stdout.contains("\nClean:\n\n    "), id)
    }
  }
}
