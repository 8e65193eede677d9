import Foundation
import TrustLintAnalysis
import TrustLintRules
import TrustLintSyntax
import XCTest

/// The engine parses and analyses on 64 MiB worker threads; the fuzzer and any other caller
/// of the library may use an ordinary thread (XCTest's main thread has 8 MiB, a debug build's
/// frames are large). These tests run the whole pipeline on the calling thread on the deepest
/// inputs, so a depth cap that is missing or too generous for an ordinary stack crashes here.
final class HostileCallingThreadTests: XCTestCase {
  /// Lexer, parser, program (flow graphs for every file) and every rule, on this thread.
  static func pipeline(_ bytes: [UInt8]) -> (tree: SyntaxTree, findings: [Finding]) {
    let tree = Parser.parse(SourceFile(path: "hostile.swift", bytes: bytes))
    var options = AnalysisOptions()
    options.analyzeAll = true
    let file = ParsedFile(tree: tree, isLinted: true)
    let program = Program(files: [file], options: options)
    return (tree, RuleRunner.findings(for: file, in: program))
  }

  /// The input after an `import TrustInsights` line, and as the body of a function that holds
  /// an evaluation (with `analyzeAll`, the input as it is adds nothing); each run must end
  /// within `bound` seconds.
  static func runVariants(
    _ bytes: [UInt8], name: String, bound: Double = HostileInputTests.bound, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let wrapped =
      Array(
        """
        import TrustInsights
        func hostile(evaluator: InsightEvaluator, context: InsightEvaluator.InsightContext) async throws {
          let evaluation = try await evaluator.requestEvaluation(context: context)

        """.utf8) + bytes + Array("\n  evaluation.reportConsumption(.usedUnchangedFriction)\n}\n".utf8)
    for input in [Array("import TrustInsights\n".utf8) + bytes, wrapped] {
      let start = Date()
      let result = pipeline(input)
      let seconds = Date().timeIntervalSince(start)
      XCTAssertLessThan(seconds, bound, "\(name): \(seconds) s", file: file, line: line)
      let lines = result.tree.source.lineStarts.count
      for finding in result.findings {
        XCTAssertTrue((1...lines).contains(finding.line), "\(name): \(finding)", file: file, line: line)
      }
    }
  }

  /// A fifth of the issue's sizes (the full sizes run on workers in `HostileInputTests`): still
  /// a hundred times the parser's cap, far deeper than an uncapped recursion survives here.
  func testIssueNestingInputsOnTheCallingThread() {
    let inputs: [(String, [HostileFile])] = [
      ("parentheses", HostileInputs.nestedParentheses(40_000)), ("ifs", HostileInputs.nestedIfs(20_000)),
      ("closures", HostileInputs.nestedClosures(10_000)), ("interpolations", HostileInputs.nestedInterpolations(4_000)),
    ]
    for (name, files) in inputs {
      for file in files { Self.runVariants(file.bytes, name: name) }
    }
  }

  func testOtherNestingShapesOnTheCallingThread() {
    for shape in HostileInputs.deepShapes(5_000) {
      Self.runVariants(Array(shape.text.utf8), name: shape.name)
    }
  }

  /// Past the cap, a region is skipped as one node and parsing goes on: the declaration after
  /// a balanced deep region is still read at top level.
  func testDeclarationAfterABalancedDeepRegionIsRead() {
    let unbalanced: Set<String> = ["unbalanced-open", "unbalanced-close"]
    for shape in HostileInputs.deepShapes(5_000) where !unbalanced.contains(shape.name) {
      let tree = Parser.parse(SourceFile(path: "deep.swift", bytes: Array(shape.text.utf8)))
      let names = tree.items.compactMap { item -> String? in
        if case .function(let f) = item { return f.name.text }
        return nil
      }
      XCTAssertEqual(names.last, "after", shape.name)
    }
  }
}
