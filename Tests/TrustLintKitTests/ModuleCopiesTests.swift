import Foundation
import TrustLintAnalysis
import XCTest

@testable import TrustLintKit

/// A project made of modules that declare the same types and helpers (an app and its
/// extension targets, copied feature packages): each module's findings are those it has on
/// its own. Before calls resolved to the nearest of same-signature declarations
/// (`ModuleShadowing`), two copies of the rule fixtures lost 8 of each copy's findings, and
/// the time grew with the square of the number of copies.
final class ModuleCopiesTests: XCTestCase {
  static let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/rules").path

  /// Findings of a whole-project lint of `folder`, as `file:line:column rule message` with
  /// `prefix` taken off every path (in the message too).
  private func findings(_ folder: String, under prefix: String) -> [String] {
    var options = LintOptions()
    options.currentDirectory = folder
    options.projectRoot = "."
    options.jobs = 2
    return Engine.lint(options).findings.map(\.finding).filter { $0.file.hasPrefix(prefix) }.map { f in
      "\(f.file.dropFirst(prefix.count)):\(f.line):\(f.column) \(f.rule) \(f.message.replacingOccurrences(of: prefix, with: ""))"
    }
  }

  func testEachCopyOfTheFixturesHasTheFindingsOfOneCopy() throws {
    let scratch = try ScratchFolder()
    let manager = FileManager.default
    try manager.createDirectory(atPath: scratch.path + "/one", withIntermediateDirectories: true)
    try manager.copyItem(atPath: Self.rules, toPath: scratch.path + "/one/rules")
    for copy in ["c1", "c2"] {
      try manager.createDirectory(atPath: scratch.path + "/two/" + copy, withIntermediateDirectories: true)
      try manager.copyItem(atPath: Self.rules, toPath: scratch.path + "/two/" + copy + "/rules")
    }
    let one = findings(scratch.path + "/one", under: "")
    XCTAssertGreaterThan(one.count, 300)
    for copy in ["c1/", "c2/"] {
      let found = findings(scratch.path + "/two", under: copy)
      XCTAssertEqual(found, one, copy)
      if found != one {
        print("only in one copy: \(Set(one).subtracting(found).sorted())")
        print("only in \(copy): \(Set(found).subtracting(one).sorted())")
      }
    }
  }

  /// A run whose folder is not the process's, with the file named by its absolute path (a
  /// pre-commit hook's form): the project's other files are read for declarations, and the
  /// widget's call still reaches the widget's helper. (The run's files all get one form of
  /// path; `ModuleShadowingTests` checks that relative ones are taken from the run's folder.)
  func testModulesAreToldApartFromTheRunsFolder() throws {
    let scratch = try ScratchFolder()
    let fixture = Self.rules + "/missing_consumption_report/flagged_helper_redeclared_in_another_module"
    try FileManager.default.copyItem(atPath: fixture, toPath: scratch.path + "/project")
    var options = LintOptions()
    options.currentDirectory = scratch.path + "/project"
    options.projectRoot = "."
    options.paths = [scratch.path + "/project/Widget/WidgetFlow.swift"]
    let found = Engine.lint(options).findings.map { "\($0.finding.rule) \($0.finding.line)" }
    XCTAssertEqual(found, ["missing_consumption_report 9"])
  }
}
