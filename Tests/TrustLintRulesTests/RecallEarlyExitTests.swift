import Foundation
import TrustLintAnalysis
import TrustLintRules
import TrustLintSyntax
import XCTest

/// Recall of the defect class RULES.md names first, "early returns, try that throws", without
/// an oracle: in every clean program (see `RecallMutationTests.programs()`), right after each
/// statement that binds a fresh evaluation to a local (`RecallEarlyExitMaker.obtainings`) that the
/// analysis tracks as a creation owing a report (`trackedCreations`; not one a producer returns
/// already reported), an
/// exit is inserted: M5 `if earlyExitProbe() { return }`, M6 `try earlyExitProbe()` where a
/// `try` is valid. `earlyExitProbe` is declared nowhere, so it takes nothing and (for M6) may
/// throw anything: the path it opens leaves the evaluation unreported, and
/// `missing_consumption_report` is owed, unless a rule written in `RecallEarlyExitMaker` says
/// otherwise (a `defer` in scope that reports). A mutant counts as caught only when the
/// finding is where RULES.md puts it (the producing call's line) and lists the inserted exit
/// as a leaking exit. No mutant is excused by name.
final class RecallEarlyExitTests: XCTestCase {
  func testEveryEarlyExitIsCaught() {
    let started = clock()  // processor time: wall time grows with the machine's load
    var total: [EarlyExitMutant.Kind: Int] = [:]
    var caught: [EarlyExitMutant.Kind: Int] = [:]
    var exempted: [String] = []
    var missed: [String] = []
    for (files, paths, sources) in RecallMutationTests.cleanPrograms() {
      let tracked = Self.trackedCreations(paths: paths, sources: sources)
      for (index, url) in files.enumerated() where !tracked[index].isEmpty {
        let tokens = RecallTokens(sources[index])
        for mutant in RecallEarlyExitMaker.mutants(
          of: tokens, tracked: tracked[index], path: RecallMutationTests.short(url.path))
        {
          var changed = sources
          changed[index] = mutant.bytes
          let found = RecallMutationTests.findings(paths: paths, sources: changed).contains {
            $0.rule == "missing_consumption_report" && $0.file == url.path && $0.line == mutant.producerLine
              && $0.related.contains { $0.line == mutant.exitLine }
          }
          if let reason = mutant.exempt {
            exempted.append("\(mutant.kind.rawValue): \(mutant.place): \(reason) (flagged: \(found))")
            continue
          }
          total[mutant.kind, default: 0] += 1
          if found {
            caught[mutant.kind, default: 0] += 1
          } else {
            missed.append(
              "\(mutant.kind.rawValue): \(mutant.place) (no missing_consumption_report at the call listing the exit)")
          }
        }
      }
    }
    for kind in EarlyExitMutant.Kind.allCases {
      print("recall \(kind.rawValue): \(caught[kind] ?? 0) of \(total[kind] ?? 0) caught")
    }
    for line in exempted { print("recall exempt \(line)") }
    for line in missed { XCTFail("missed: \(line)") }
    XCTAssertGreaterThan(total[.earlyReturn] ?? 0, 50, "too few obtaining statements found")
    XCTAssertGreaterThan(total[.throwingCall] ?? 0, 50, "too few throwing contexts found")
    XCTAssertLessThan(Double(clock() - started) / Double(CLOCKS_PER_SEC), 120, "early-exit recall run too slow")
  }

  /// The maker's own rules on a small program: where each exit goes, no `try` where none is
  /// valid, no mutant in a type body, and a `defer` written before the binding exempts it.
  func testMakerPlacesExitsByItsRules() {
    let source = """
      import TrustInsights

      func plain(_ evaluator: InsightEvaluator, _ context: InsightEvaluator.InsightContext) async {
        guard let e = try? await evaluator.requestEvaluation(context: context) else { return }
        e.reportConsumption(.usedEvaluationOnly)
      }

      func throwing(_ evaluator: InsightEvaluator, _ context: InsightEvaluator.InsightContext) async throws {
        let e = try await evaluator.requestEvaluation(context: context)
        defer { e.reportConsumption(.usedEvaluationOnly) }
      }

      func covered(_ evaluator: InsightEvaluator, _ context: InsightEvaluator.InsightContext) async {
        defer { Audit.shared.reportConsumption(.usedEvaluationOnly) }
        if let e = try? await evaluator.requestEvaluation(context: context) {
          e.reportConsumption(.usedEvaluationOnly)
        }
      }

      """
    let bytes = [UInt8](source.utf8)
    let tracked = Self.trackedCreations(paths: ["/tmp/Maker.swift"], sources: [bytes])[0]
    let mutants = RecallEarlyExitMaker.mutants(of: RecallTokens(bytes), tracked: tracked, path: "Maker.swift")
    let texts = mutants.map { "\($0.kind.rawValue) \($0.exitLine) \($0.exempt != nil)" }
    XCTAssertEqual(
      texts,
      ["M5 early return 4 false", "M5 early return 9 false", "M6 throwing call 9 false", "M5 early return 15 true"])
    let written = mutants.map { String(decoding: $0.bytes, as: UTF8.self) }
    XCTAssertTrue(written[0].contains("else { return }; if earlyExitProbe() { return }\n"))
    XCTAssertTrue(written[2].contains("(context: context); try earlyExitProbe()\n"))
    XCTAssertTrue(written[3].contains("(context: context) { if earlyExitProbe() { return };\n"))
  }

  /// Per file, the evaluations the analysis tracks as created (`line:callee` of each
  /// `.creation` object of the file's flow graphs); empty for a file that is not analysed.
  /// Only these get a mutant: a `requestEvaluation` of the app's own type is no evaluation
  /// (RULES.md), and whether every evaluation is recognised is `RecallMutationTests`' business.
  static func trackedCreations(paths: [String], sources: [[UInt8]]) -> [Set<String>] {
    let parsed = zip(paths, sources).map { path, bytes in
      ParsedFile(tree: Parser.parse(SourceFile(path: path, bytes: bytes)), isLinted: true)
    }
    let program = Program(files: parsed, options: AnalysisOptions())
    let produced = program.summaries.producedEffect
    return parsed.map { file in
      guard program.isAnalysed(file) else { return [] }
      var result: Set<String> = []
      for graph in program.graphs(for: file) {
        // A producer that returns its evaluation already reported (a logging decorator) leaves
        // nothing owed at its call: not a fresh obligation.
        let reportedAtBirth = Set(graph.producerCalls.filter(produced).map(\.object))
        for (o, object) in graph.objects.enumerated() where !reportedAtBirth.contains(Int32(o)) {
          guard case .creation(let callee) = object.origin else { continue }
          result.insert("\(file.tree.location(of: object.token).line):\(callee)")
        }
      }
      return result
    }
  }
}
