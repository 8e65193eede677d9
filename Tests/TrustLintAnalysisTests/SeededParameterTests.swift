import XCTest

@testable import TrustLintAnalysis

/// Parameters of other types (`Any`, generic, protocol) that receive an evaluation: the
/// callee's body decides what the call means, also when its file is not analysed.
final class SeededParameterTests: XCTestCase {
  private static let helpers = """
    import Foundation
    final class Audit {
      var last: Any?
      var lines: [String] = []
      func drops(_ value: Any, note: String) { lines.append(note) }
      func dropsGeneric<T>(_ value: T) { lines.append("n") }
      func prints(_ value: Any) { print(value) }
      func describes(_ value: Any) { lines.append(String(describing: value)) }
      func interpolates(_ value: Any) { lines.append("kept: \\(value)") }
      func readsMember(_ value: CustomStringConvertible) { lines.append("\\(value.description)") }
      func keeps(_ value: Any) { last = value }
      func forwardsToDrop(_ value: Any) { drops(value, note: "x") }
      func forwardsToKeep(_ value: Any) { keeps(value) }
      func loops(_ value: Any, n: Int) { if n > 0 { loops(value, n: n - 1) } }
    }
    """

  private func program(calling names: [String]) -> Program {
    let calls = names.map { "  audit.\($0)(e\($0 == "drops" ? ", note: \"n\"" : $0 == "loops" ? ", n: 3" : ""))" }
    let caller = """
      import TrustInsights
      func f(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>, audit: Audit) {
      \(calls.joined(separator: "\n"))
      }
      """
    let p = FlowTestSupport.program(["Audit.swift": Self.helpers, "Caller.swift": caller])
    XCTAssertFalse(p.isAnalysed(p.files[0]), "the helpers' file must not be analysed")
    return p
  }

  private func effects(calling names: [String]) -> [String: ParameterEffect.Kind] {
    let p = program(calling: names)
    var result: [String: ParameterEffect.Kind] = [:]
    for n in names {
      result[n] = p.index.functions(named: n).first.flatMap { p.summaries.summary(of: $0.id)?.parameters.first?.kind }
    }
    return result
  }

  func testCalleeBodyDecides() {
    let names = [
      "drops", "dropsGeneric", "prints", "describes", "interpolates", "readsMember", "keeps", "forwardsToDrop",
      "forwardsToKeep", "loops",
    ]
    let e = effects(calling: names)
    XCTAssertEqual(e["drops"], ParameterEffect.Kind.none)
    XCTAssertEqual(e["dropsGeneric"], ParameterEffect.Kind.none)
    XCTAssertEqual(e["prints"], .escapes)
    XCTAssertEqual(e["describes"], .escapes)
    // An interpolation reads the value (describing it cannot report it); a call of a function
    // outside the linted set (`print`, `String(describing:)`) is an escape by RULES.md.
    XCTAssertEqual(e["interpolates"], ParameterEffect.Kind.none)
    XCTAssertEqual(e["readsMember"], ParameterEffect.Kind.none)
    XCTAssertEqual(e["keeps"], .escapes)
    XCTAssertEqual(e["forwardsToDrop"], ParameterEffect.Kind.none)
    XCTAssertEqual(e["forwardsToKeep"], .escapes)
    XCTAssertEqual(e["loops"], ParameterEffect.Kind.none)
  }

  func testUncalledHelpersGetNoSummary() {
    // Only parameters that receive an evaluation are seeded: a file that is not analysed gets
    // no graphs for functions nobody passes one to.
    let p = program(calling: ["drops"])
    func summary(_ name: String) -> FunctionSummary? {
      p.index.functions(named: name).first.flatMap { p.summaries.summary(of: $0.id) }
    }
    XCTAssertEqual(summary("drops")?.parameters.first?.kind, ParameterEffect.Kind.none)
    XCTAssertNil(summary("keeps"))
    XCTAssertNil(summary("prints"))
  }
}
