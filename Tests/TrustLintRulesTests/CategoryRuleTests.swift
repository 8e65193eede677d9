import TrustLintAnalysis
import TrustLintSyntax
import XCTest

@testable import TrustLintRules

/// evaluation_outside_sensitive_category: severities, configuration, once per written token,
/// and findings only in linted files.
final class CategoryRuleTests: XCTestCase {
  private func run(_ files: [(String, String, Bool)], options: AnalysisOptions = AnalysisOptions()) -> [Finding] {
    let parsed = files.map { name, text, linted in
      ParsedFile(tree: Parser.parse(SourceFile(path: name, text: text)), isLinted: linted)
    }
    let program = Program(files: parsed, options: options)
    return parsed.flatMap { RuleRunner.findings(for: $0, in: program) }
      .filter { $0.rule == "evaluation_outside_sensitive_category" }.sorted(by: Finding.ordered)
  }

  private let makers = """
    import TrustInsights
    enum Contexts {
      static func make(_ c: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
        InsightEvaluator.InsightContext(
          operationCategory: c, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      }
    }
    """

  func testSeveritiesAndOncePerToken() {
    let calls = """
      import TrustInsights
      let shared = Contexts.make(.other)
      func a() async { _ = try? await InsightEvaluator().authorizationStatus(for: shared) }
      func b() async { _ = try? await InsightEvaluator().requestAuthorization(for: shared) }
      func c() async { _ = try? await InsightEvaluator().authorizationStatus(for: Contexts.make(.wire)) }
      func d(_ context: InsightEvaluator.InsightContext) async {
        _ = try? await InsightEvaluator().authorizationStatus(for: context)
      }
      """
    let found = run([("m.swift", makers, true), ("c.swift", calls, true)])
    XCTAssertEqual(
      found.map { "\($0.file):\($0.line):\($0.severity.rawValue)" },
      ["c.swift:2:warning", "c.swift:5:error", "c.swift:7:note"])
  }

  func testSensitiveCategoriesAreConfigurable() {
    let calls = """
      import TrustInsights
      func a() async { _ = try? await InsightEvaluator().authorizationStatus(for: Contexts.make(.communication)) }
      func b() async { _ = try? await InsightEvaluator().authorizationStatus(for: Contexts.make(.payment)) }
      """
    XCTAssertTrue(run([("m.swift", makers, true), ("c.swift", calls, true)]).isEmpty)
    var options = AnalysisOptions()
    options.sensitiveCategories = ["payment"]
    let found = run([("m.swift", makers, true), ("c.swift", calls, true)], options: options)
    XCTAssertEqual(found.map { $0.line }, [2])
    XCTAssertTrue(found[0].message.contains("'.communication' is not a sensitive operation category ('.payment')"))
  }

  func testOnlyLintedFilesGetFindingsButEveryFileIsRead() {
    let enumFile = """
      import TrustInsights
      enum Op {
        case a, b
        var category: InsightEvaluator.OperationCategory {
          switch self {
          case .a: return .payment
          case .b: return .other
          }
        }
      }
      """
    let calls = """
      import TrustInsights
      func check(_ op: Op) async -> Bool {
        let context = InsightEvaluator.InsightContext(
          operationCategory: op.category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
        return (try? await InsightEvaluator().authorizationStatus(for: context)) == .authorized
      }
      """
    // Staged files only: the call's file is read for declarations, the enum's file is linted.
    XCTAssertEqual(run([("op.swift", enumFile, true), ("calls.swift", calls, false)]).map { $0.line }, [7])
    XCTAssertTrue(run([("op.swift", enumFile, false), ("calls.swift", calls, true)]).isEmpty)
  }
  /// Lines of the notes of each finding, in order.
  private func noteLines(_ found: [Finding]) -> [String] {
    found.map { f in "\(f.line): " + f.related.map { String($0.line) }.joined(separator: ",") }
  }

  /// Two sibling blocks that each declare a local of one name are two locals: the `.other`
  /// of the second reaches only the second block's call (no note at the first block's), and a
  /// block's own local hides the enclosing block's, which the enclosing block's call still
  /// reads after the block (a shadowed `.other` is not lost).
  func testSiblingAndShadowingLocalsOfOneName() {
    let calls = """
      import TrustInsights
      func loops(_ evaluator: InsightEvaluator) async {
        for category in [InsightEvaluator.OperationCategory.payment] {
          _ = try? await evaluator.authorizationStatus(for: Contexts.make(category))
        }
        for category in [InsightEvaluator.OperationCategory.other] {
          _ = try? await evaluator.authorizationStatus(for: Contexts.make(category))
        }
      }
      func branches(_ evaluator: InsightEvaluator, wire: Bool) async {
        if wire {
          var category = InsightEvaluator.OperationCategory.payment
          if Bool.random() { category = .account }
          _ = try? await evaluator.authorizationStatus(for: Contexts.make(category))
        } else {
          var category = InsightEvaluator.OperationCategory.communication
          if Bool.random() { category = .other }
          _ = try? await evaluator.authorizationStatus(for: Contexts.make(category))
        }
      }
      func shadowed(_ evaluator: InsightEvaluator) async {
        let category = InsightEvaluator.OperationCategory.other
        do {
          let category = InsightEvaluator.OperationCategory.payment
          _ = try? await evaluator.authorizationStatus(for: Contexts.make(category))
        }
        _ = try? await evaluator.authorizationStatus(for: Contexts.make(category))
      }
      """
    let found = run([("m.swift", makers, true), ("c.swift", calls, true)])
    XCTAssertEqual(found.map { "\($0.line):\($0.severity.rawValue)" }, ["6:warning", "17:warning", "22:warning"])
    // Each note is the call of the finding's own block (besides the maker's parameter use).
    XCTAssertFalse(found[0].related.contains { $0.line == 4 }, noteLines(found).joined(separator: " | "))
    XCTAssertTrue(found[0].related.contains { $0.line == 7 }, noteLines(found).joined(separator: " | "))
    XCTAssertFalse(found[1].related.contains { $0.line == 14 }, noteLines(found).joined(separator: " | "))
    XCTAssertTrue(found[1].related.contains { $0.line == 18 }, noteLines(found).joined(separator: " | "))
    XCTAssertFalse(found[2].related.contains { $0.line == 25 }, noteLines(found).joined(separator: " | "))
    XCTAssertTrue(found[2].related.contains { $0.line == 27 }, noteLines(found).joined(separator: " | "))
  }

  /// `feature.category` on a parameter written as `Feature` reads `Feature.category`: another
  /// type's `category` with `.other` gets its note only at its own evaluator call.
  func testMemberOfATypedReceiverIsThatTypesProperty() {
    let chat = """
      import TrustInsights
      final class Chat {
        var isSupport = false
        var category: InsightEvaluator.OperationCategory { isSupport ? .other : .communication }
        func check() async { _ = try? await InsightEvaluator().authorizationStatus(for: Contexts.make(category)) }
      }
      """
    let feature = """
      import TrustInsights
      enum Feature {
        case transfer
        var category: InsightEvaluator.OperationCategory { .payment }
      }
      func check(_ feature: Feature) async {
        _ = try? await InsightEvaluator().authorizationStatus(for: Contexts.make(feature.category))
      }
      """
    let found = run([("m.swift", makers, true), ("a.swift", chat, true), ("f.swift", feature, true)])
    XCTAssertEqual(found.map { "\($0.file):\($0.line)" }, ["a.swift:4"])
    XCTAssertEqual(
      found.first?.related.filter { $0.file == "f.swift" }.count, 0, noteLines(found).joined(separator: " | "))
  }
}
