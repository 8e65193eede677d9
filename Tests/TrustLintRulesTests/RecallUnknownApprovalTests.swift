import Foundation
import TrustLintAnalysis
import TrustLintRules
import TrustLintSyntax
import XCTest

/// Recall of RULES.md's second defect class, `.unknown` (no evidence) treated as approval,
/// without an oracle: in every clean program (`RecallMutationTests.programs()`), a `switch` or
/// `if`/`guard` that keeps `.unknown` apart from a branch that approves is changed so that
/// `.unknown` reaches that branch (M7 `RecallUnknownApprovalMaker`, M8
/// `RecallConditionMutants`). A branch approves when its own tokens name an approval in
/// RULES.md's words (`RecallApprovals`); it is then an unknown branch, and a finding of
/// `unknown_treated_as_approval` is owed at one of those tokens. A mutant counts as caught only
/// when the finding is on the line of one of them. No mutant is excused by name.
///
/// A file that is not analysed gets no mutant. An uncaught mutant of a program that declares
/// its own enum case named `unknown` (or, for M8, the compared level) is excused, with that
/// reason printed: `.unknown` there may be the app's own value, not the SDK's.
final class RecallUnknownApprovalTests: XCTestCase {
  func testEveryUnknownApprovalIsCaught() {
    let started = clock()  // processor time: wall time grows with the machine's load
    var total: [UnknownApprovalMutant.Kind: Int] = [:]
    var caught: [UnknownApprovalMutant.Kind: Int] = [:]
    var missed: [String] = []
    var excused: [String] = []
    var made: [String] = []
    for (files, paths, sources) in RecallMutationTests.cleanPrograms() {
      let views = sources.map { RecallTokens($0) }
      let analysed = RecallMutationTests.analysedFiles(sources)
      let declared = views.reduce(into: Set<String>()) { $0.formUnion($1.declaredNames()) }
      for (index, url) in files.enumerated() where analysed[index] {
        for mutant in RecallUnknownApprovalMaker.mutants(
          of: views[index], path: RecallMutationTests.short(url.path), declared: declared)
        {
          let owns = Self.ownedNames(mutant).contains { name in views.contains { $0.declaresCase(name) } }
          total[mutant.kind, default: 0] += 1
          var changed = sources
          changed[index] = mutant.bytes
          let found = RecallMutationTests.findings(paths: paths, sources: changed).contains {
            $0.rule == "unknown_treated_as_approval" && $0.file == url.path && mutant.approvalLines.contains($0.line)
          }
          if found {
            caught[mutant.kind, default: 0] += 1
            made.append("\(mutant.kind.rawValue): \(mutant.place)")
          } else if owns {
            excused.append(
              "\(mutant.kind.rawValue): \(mutant.place): the program declares its own enum case of a compared name, so the tested value may be the app's"
            )
          } else {
            missed.append(
              "\(mutant.kind.rawValue): \(mutant.place) (no finding on lines \(mutant.approvalLines.sorted()))")
          }
        }
      }
    }
    for kind in UnknownApprovalMutant.Kind.allCases {
      print("recall \(kind.rawValue): \(caught[kind] ?? 0) of \(total[kind] ?? 0) caught")
    }
    for line in made { print("recall caught \(line)") }
    for line in excused { print("recall excused \(line)") }
    for line in missed { XCTFail("missed: \(line)") }
    // Clean programs rarely approve in a branch of a level test (they approve after the test,
    // where the values meet); `clean_approving_known_levels.swift` gives the shapes.
    XCTAssertGreaterThan(total[.moveCase] ?? 0, 2, "too few approving switches found")
    XCTAssertGreaterThan(total[.condition] ?? 0, 7, "too few approving conditions found")
    XCTAssertLessThan(Double(clock() - started) / Double(CLOCKS_PER_SEC), 120, "unknown-approval recall run too slow")
  }

  /// The maker's own rules on a small program: no mutant of an `else if` or of a test after
  /// another level test, and the expected line follows a deleted clause. `.unknown` moved into
  /// `case .medium, .high:` is a mutant: a multi-pattern case that lists `.unknown` is an
  /// unknown branch though every value reaches it (RULES.md, probes-er p32).
  func testMakerKeepsItsRules() {
    let source = """
      import TrustInsights

      func a(_ level: IsLikelyBeingCoachedInsight.Value) {
        switch level {
        case .unknown:
          check()
        case .medium:
          approveTransfer()
        case .high:
          block()
        }
      }

      func b(_ level: IsLikelyBeingCoachedInsight.Value) {
        switch level {
        case .unknown: check()
        case .medium, .high: approveTransfer()
        }
        if level == .unknown { check() } else if level == .medium { approveTransfer() }
      }

      """
    let mutants = RecallUnknownApprovalMaker.mutants(
      of: RecallTokens([UInt8](source.utf8)), path: "Maker.swift", declared: [])
    XCTAssertEqual(
      mutants.map(\.place),
      [
        "Maker.swift:5: `.unknown` moved to `case .medium:` (line 7)",
        "Maker.swift:16: `.unknown` moved to `case .medium, .high:` (line 17)",
      ])
    XCTAssertEqual(mutants.map(\.approvalLines), [[7], [17]])
    XCTAssertTrue(String(decoding: mutants[0].bytes, as: UTF8.self).contains("case .unknown, .medium:\n    approve"))
  }

  /// The level names a mutant relies on being the SDK's.
  static func ownedNames(_ mutant: UnknownApprovalMutant) -> [String] {
    mutant.kind == .moveCase ? ["unknown"] : ["unknown"] + mutant.levels
  }
}
