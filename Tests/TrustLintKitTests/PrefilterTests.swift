import Foundation
import TrustLintAnalysis
import XCTest

@testable import TrustLintKit

/// The prefilter of normal runs (only files that can matter are parsed) against `--analyze-all`
/// (every file parsed, every declaration indexed): the findings must be the same, byte for byte.
final class PrefilterTests: XCTestCase {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures").path

  /// Lints `folder` as a whole project with the real rules.
  private func lint(_ folder: String, analyzeAll: Bool, jobs: Int = 2) -> LintOutcome {
    var options = LintOptions()
    options.currentDirectory = folder
    options.projectRoot = "."
    options.analyzeAll = analyzeAll
    options.jobs = jobs
    return Engine.lint(options)
  }

  /// Findings as lines that show everything a report could print.
  private func lines(_ outcome: LintOutcome) -> [String] {
    outcome.findings.map { reported in
      let f = reported.finding
      let related = f.related.map { "\($0.file):\($0.line):\($0.column) \($0.message)" }.joined(separator: " | ")
      return "\(f.file):\(f.line):\(f.column) \(f.severity) \(f.rule) \(f.message) [\(related)] \(reported.fingerprint)"
    }
  }

  private func assertSameFindings(_ folder: String, _ label: String, file: StaticString = #filePath, line: UInt = #line)
    -> (prefiltered: LintOutcome, all: LintOutcome)
  {
    let prefiltered = lint(folder, analyzeAll: false)
    let all = lint(folder, analyzeAll: true)
    XCTAssertEqual(lines(prefiltered), lines(all), label, file: file, line: line)
    let single = lint(folder, analyzeAll: false, jobs: 1)
    XCTAssertEqual(lines(single), lines(prefiltered), "\(label): --jobs", file: file, line: line)
    XCTAssertEqual(single.summary.filesParsed, prefiltered.summary.filesParsed, label, file: file, line: line)
    XCTAssertEqual(prefiltered.problems, all.problems, label, file: file, line: line)
    XCTAssertEqual(prefiltered.lintedFiles, all.lintedFiles, label, file: file, line: line)
    return (prefiltered, all)
  }

  func testEveryRuleFixtureGivesTheSameFindingsEitherWay() throws {
    let rules = Self.fixtures + "/rules"
    let manager = FileManager.default
    var cases = 0
    var findings = 0
    for rule in try manager.contentsOfDirectory(atPath: rules).sorted() {
      for name in try manager.contentsOfDirectory(atPath: rules + "/" + rule).sorted() {
        let scratch = try ScratchFolder()
        let target = name.hasSuffix(".swift") ? scratch.path + "/" + name : scratch.path + "/case"
        try manager.copyItem(atPath: rules + "/" + rule + "/" + name, toPath: target)
        let result = assertSameFindings(scratch.path, "\(rule)/\(name)")
        cases += 1
        findings += result.all.findings.count
      }
    }
    XCTAssertGreaterThan(cases, 100)
    XCTAssertGreaterThan(findings, 100, "the fixtures are meant to be flagged")
  }

  /// A project where one file decides a finding although it spells no TrustInsights word; the
  /// control run without that file must differ, so that the comparison shows the file was found.
  private func assertFoundByName(
    _ files: [String: String], decisive: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let scratch = try ScratchFolder()
    for (path, text) in files { try scratch.write(path, text) }
    XCTAssertFalse(TriggerScan.trustInsights.occurs(in: files[decisive]!), "the decisive file spells a trigger")
    let result = assertSameFindings(scratch.path, decisive, file: file, line: line)
    XCTAssertLessThan(result.prefiltered.summary.filesParsed, files.count, "an unrelated file is never parsed")
    XCTAssertGreaterThan(result.prefiltered.summary.analysisRounds, 1)
    try FileManager.default.removeItem(atPath: scratch.path + "/" + decisive)
    XCTAssertNotEqual(lines(lint(scratch.path, analyzeAll: true)), lines(result.all), "the file matters")
  }

  static let unrelated = "struct Formatter {\n  func format(_ value: Int) -> String { String(value) }\n}\n"
  static let request = """
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    """

  func testNeverReturningHelperInAFileWithoutTrustInsightsWords() throws {
    try assertFoundByName(
      [
        "Sources/Transfer.swift": """
        import TrustInsights

        func transfer(amount: Int) async throws {
          let evaluator = InsightEvaluator()
          \(Self.request)
          let evaluation = try await evaluator.requestEvaluation(context: context)
          if amount <= 0 {
            unreachable("the form validates the amount")
          } else {
            evaluation.reportConsumption(.usedEvaluationOnly)
          }
        }

        """,
        "Sources/Support/Unreachable.swift": """
        func unreachable(_ message: String) -> Never {
          fatalError(message)
        }

        """,
        "Sources/Support/Formatter.swift": Self.unrelated,
      ], decisive: "Sources/Support/Unreachable.swift")
  }

  func testCategoryThroughAPropertyDeclaredInAFileWithoutTrustInsightsWords() throws {
    try assertFoundByName(
      [
        "Sources/Checkout.swift": """
        import TrustInsights

        func checkout() async throws {
          let evaluator = InsightEvaluator()
          let context = InsightEvaluator.InsightContext(
            operationCategory: Checkout.category,
            requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
          let evaluation = try await evaluator.requestEvaluation(context: context)
          evaluation.reportConsumption(.usedEvaluationOnly)
        }

        """,
        "Sources/Model/CheckoutSettings.swift": """
        enum Checkout {
          static let category = Checkout.fallback
        }

        """,
        "Sources/Model/Fallback.swift": """
        import TrustInsights

        extension Checkout {
          static var fallback: InsightEvaluator.OperationCategory { .other }
        }

        """,
        "Sources/Support/Formatter.swift": Self.unrelated,
      ], decisive: "Sources/Model/CheckoutSettings.swift")
  }

  func testCategoryThroughAnInitializerCalledFromAFileWithoutTrustInsightsWords() throws {
    try assertFoundByName(
      [
        "Sources/PaymentFlow.swift": """
        import TrustInsights

        struct PaymentFlow {
          let category: InsightEvaluator.OperationCategory

          init(category: InsightEvaluator.OperationCategory) {
            self.category = category
          }

          func start() async throws {
            let evaluator = InsightEvaluator()
            let context = InsightEvaluator.InsightContext(
              operationCategory: category,
              requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
            let evaluation = try await evaluator.requestEvaluation(context: context)
            evaluation.reportConsumption(.usedEvaluationOnly)
          }
        }

        """,
        "Sources/Screens/GiftCardScreen.swift": """
        final class GiftCardScreen {
          func buy() async throws {
            try await PaymentFlow(category: .other).start()
          }
        }

        """,
        "Sources/Screens/Settings.swift":
          "struct Settings {\n  init(category: Int) {}\n  func run() { _ = Settings.init(category: 1) }\n}\n",
        "Sources/Support/Formatter.swift": Self.unrelated,
      ], decisive: "Sources/Screens/GiftCardScreen.swift")
  }

  func testAliasChainThroughFilesWithoutTrustInsightsWords() throws {
    try assertFoundByName(
      [
        "Sources/Evaluation.swift": """
        import TrustInsights

        typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

        func record(_ evaluation: CoachingEvaluation) {
          evaluation.reportConsumption(.usedEvaluationOnly)
        }

        """,
        "Sources/Aliases.swift": "typealias Eval = CoachingEvaluation\n",
        "Sources/Settle.swift": """
        func settle(_ evaluation: Eval, approved: Bool) {
          if approved {
            record(evaluation)
          }
        }

        """,
        "Sources/Support/Formatter.swift": Self.unrelated,
      ], decisive: "Sources/Aliases.swift")
  }

  /// The only conformer of a protocol says so in a file of its own: the call through the
  /// protocol runs that conformer's method, which never reports.
  func testConformanceDeclaredInAFileWithoutTrustInsightsWords() throws {
    try assertFoundByName(
      [
        "Sources/ReviewRunner.swift": """
        import TrustInsights

        typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

        protocol ReviewSink: AnyObject {
          func reviewFinished(_ evaluation: CoachingEvaluation)
        }

        func run(evaluator: InsightEvaluator, sink: ReviewSink) async throws {
          \(Self.request)
          let evaluation = try await evaluator.requestEvaluation(context: context)
          sink.reviewFinished(evaluation)
        }

        """,
        "Sources/BannerController.swift": """
        final class BannerController {
          var isShowing = false
          func reviewFinished(_ evaluation: CoachingEvaluation) {
            isShowing = (try? evaluation.insight.outcome.get()) == .high
          }
        }

        """,
        "Sources/BannerController+ReviewSink.swift": "extension BannerController: ReviewSink {}\n",
        "Sources/Support/Formatter.swift": Self.unrelated,
      ], decisive: "Sources/BannerController+ReviewSink.swift")
  }

  /// Which package module a module sees comes from its files' imports: the one import that
  /// decides between two modules' `TrustGate.settle` sits in a file that spells no name the
  /// call looks up, and a normal run took both candidates (a false "never reports it").
  func testPackageImportInAFileWithoutTrustInsightsWords() throws {
    let settle = """
      import TrustInsights

      public enum TrustGate {
        public static func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
          REPORT
        }
      }

      """
    try assertFoundByName(
      [
        "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\n",
        "Sources/TrustKit/TrustGate.swift": settle.replacingOccurrences(
          of: "REPORT", with: "evaluation.reportConsumption(.usedEvaluationOnly)"),
        "Sources/LegacyRisk/TrustGate.swift": settle.replacingOccurrences(of: "REPORT", with: "print(\"legacy\")"),
        "Sources/Cards/CardReplacement.swift": """
        import TrustInsights

        func replaceCard() async throws {
          \(Self.request)
          let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
          TrustGate.settle(evaluation)
        }

        """,
        "Sources/Cards/Exports.swift": "@_exported import TrustKit\n",
        "Sources/Support/Formatter.swift": Self.unrelated,
      ], decisive: "Sources/Cards/Exports.swift")
  }

  func testNormalRunParsesOnlyFilesThatCanMatter() throws {
    let scratch = try ScratchFolder()
    try scratch.write("A.swift", "import TrustInsights\n")
    try scratch.write("B.swift", Self.unrelated)
    try scratch.write("C.swift", "// reportConsumption is mentioned here\nlet c = 1\n")
    try scratch.write("D.swift", "let d = \"InsightEvaluator\"\n")
    let outcome = lint(scratch.path, analyzeAll: false)
    XCTAssertEqual(outcome.summary.filesLinted, 4)
    XCTAssertEqual(outcome.summary.filesParsed, 3, "A, C and D spell a trigger word, B does not")
    XCTAssertEqual(lint(scratch.path, analyzeAll: true).summary.filesParsed, 4)
  }

  func testTriggerScanFindsWordsAnywhereAndOnlyThem() {
    let scan = TriggerScan.trustInsights
    XCTAssertTrue(scan.occurs(in: "import TrustInsights"))
    XCTAssertTrue(scan.occurs(in: "x.reportConsumption(.notUsedError)"))
    XCTAssertTrue(scan.occurs(in: "typealias E = InsightEvaluation<X>"))
    XCTAssertTrue(scan.occurs(in: "InsightEvaluat"))
    XCTAssertTrue(scan.occurs(in: String(repeating: "a", count: 10_000) + "requestAuthorization"))
    XCTAssertFalse(scan.occurs(in: "InsightEvalua"))
    XCTAssertFalse(scan.occurs(in: "TrustInsight"))
    XCTAssertFalse(scan.occurs(in: ""))
    XCTAssertFalse(scan.occurs(in: String(repeating: "requestEvaluatio ", count: 1000)))
  }

  func testOneFileDescriptionAnswersEveryRoundsSearch() {
    let text = "struct Ledger: Sink {\n  let total = 0, fee = 1\n  func settle() -> Never { abort() }\n}\n"
    let words = Array(text.utf8).withUnsafeBufferPointer { FileWords($0) }
    func matches(_ queries: [NameQueriesKind: Set<String>]) -> Bool { NameScan(queries).matches(words) }
    XCTAssertTrue(matches([.property: ["fee"]]))
    XCTAssertTrue(matches([.neverFunction: ["settle"]]))
    XCTAssertTrue(matches([.conformance: ["Sink"], .type: ["Other"]]))
    XCTAssertTrue(matches([.type: ["Ledger"]]))
    XCTAssertTrue(matches([.call: ["settle total"]]))
    XCTAssertFalse(matches([.function: ["total"], .property: ["settle"], .type: ["Sink"]]))
    XCTAssertFalse(matches([.call: ["settle amount"], .word: ["Ledgers"]]))
    XCTAssertFalse(matches([:]))
  }

  func testNameScanMatchesTheWayEachLookupNeeds() {
    func matches(_ kind: NameQueriesKind, _ name: String, _ text: String) -> Bool {
      let scan = NameScan([kind: [name]])
      return Array(text.utf8).withUnsafeBufferPointer { scan.matches($0) }
    }
    XCTAssertTrue(matches(.word, "settle", "x.settle(1)"))
    XCTAssertFalse(matches(.word, "settle", "x.settled(1) // settle"))
    XCTAssertTrue(matches(.function, "settle", "  public func settle(_ e: E) {}"))
    XCTAssertTrue(matches(.function, "settle", "func `settle`() {}"))
    XCTAssertFalse(matches(.function, "settle", "settle(e)"))
    XCTAssertTrue(matches(.function, "init", "struct A { init(x: Int) {} }"))
    XCTAssertFalse(matches(.function, "init", "let a = A.init(x: 1)"))
    XCTAssertTrue(matches(.neverFunction, "stop", "func stop() -> Never { fatalError() }"))
    // `Never` counts only in the signature (the index marks results written `Never`): a file
    // of Combine code spelling `AnyPublisher<X, Never>` elsewhere is not pulled in.
    XCTAssertFalse(matches(.neverFunction, "stop", "typealias N = Never\nfunc stop() {}"))
    XCTAssertFalse(matches(.neverFunction, "stop", "func stop() { let p: AnyPublisher<Int, Never> }"))
    XCTAssertTrue(matches(.neverFunction, "stop", "protocol P {\n  func stop()\n    -> Swift.Never\n}"))
    XCTAssertTrue(matches(.neverFunction, "stop", "func stop<T>(_ t: T) -> Never where T: P { abort() }"))
    XCTAssertFalse(matches(.neverFunction, "stop", "func stop() -> Void {}"))
    XCTAssertTrue(matches(.type, "Bar", "extension Foo.Bar where T == U {}"))
    XCTAssertTrue(matches(.type, "Foo.Bar", "final class Bar {}"))
    XCTAssertFalse(matches(.type, "Bar", "let x = Bar()"))
    XCTAssertTrue(matches(.property, "b", "static let a = 1, b = 2"))
    XCTAssertTrue(matches(.property, "b", "var a: [Int: String] = [:],\n  b: Int"))
    XCTAssertTrue(matches(.property, "b", "let a = \"(\", b = 1"))
    XCTAssertFalse(matches(.property, "b", "let a = f(x, b)"))
    XCTAssertFalse(matches(.property, "b", "let a = 1\nprint(x, b)"))
    XCTAssertTrue(matches(.call, "run context", "flow.run(context: c)"))
    XCTAssertTrue(matches(.call, "init context", "let s: S = .init(\n  context: c)"))
    XCTAssertFalse(matches(.call, "run context", "flow.run(1)"))
    XCTAssertFalse(matches(.call, "run context", "let context = 1"))
    XCTAssertTrue(matches(.conformance, "Sink", "extension Banner: Sink {}"))
    XCTAssertTrue(matches(.conformance, "Sink", "@MainActor final class A<T>:\n  Base, Mod.Sink where T: P {"))
    XCTAssertTrue(matches(.conformance, "Sink", "struct Outer { enum Inner: Sink {} }"))
    XCTAssertFalse(matches(.conformance, "Sink", "class A: P { let sink: Sink }"))
    XCTAssertFalse(matches(.conformance, "Sink", "func run(_ s: Sink) {}"))
    XCTAssertFalse(matches(.conformance, "Sink", "// extension Banner: Sink {}"))
    XCTAssertTrue(matches(.typeAlias, "Eval", "typealias Eval = X"))
    XCTAssertFalse(matches(.typeAlias, "Eval", "/* typealias Eval = X */ let e: Eval"))
  }
}

private typealias NameQueriesKind = NameQueries.Kind
