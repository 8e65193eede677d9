import TrustLintSyntax
import XCTest

@testable import TrustLintAnalysis

/// Tracing evaluator calls to the categories written for them, and telling evaluator calls
/// from other frameworks' calls of the same names.
final class CategoryResolutionTests: XCTestCase {
  private func program(_ sources: [String]) -> (Program, ProgramFacts) {
    let files = sources.enumerated().map { i, text in
      ParsedFile(tree: Parser.parse(SourceFile(path: "f\(i).swift", text: text)), isLinted: true)
    }
    let program = Program(files: files, options: AnalysisOptions())
    return (program, ProgramFacts.of(program))
  }

  /// The written categories reaching evaluator calls, as `file:name` sorted.
  private func leaves(_ sources: [String]) -> [String] {
    let (_, facts) = program(sources)
    return facts.categoryTable.leaves.map { "\($0.fileIndex):\($0.name)" }.sorted()
  }

  private let request = "IsLikelyBeingCoachedInsight.request(schema: .version1)"

  func testLiteralLocalAndMutation() {
    XCTAssertEqual(
      leaves([
        """
        import TrustInsights
        func f(_ flag: Bool) async throws {
          var context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: \(request))
          if flag { context.operationCategory = .other }
          _ = try await InsightEvaluator().authorizationStatus(for: context)
        }
        """
      ]), ["0:other", "0:payment"])
    // Set on every path before the call: the category the context was built with flows nowhere.
    XCTAssertEqual(
      leaves([
        """
        import TrustInsights
        func f() async throws {
          var context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: \(request))
          context.operationCategory = .other
          _ = try await InsightEvaluator().authorizationStatus(for: context)
        }
        """
      ]), ["0:other"])
  }

  func testSwitchAssignedCategoryAndComputedPropertyInAnotherFile() {
    XCTAssertEqual(
      leaves([
        """
        import TrustInsights
        enum Op {
          case send, export
          var trustCategory: InsightEvaluator.OperationCategory {
            switch self {
            case .send: return .payment
            case .export: return .other
            }
          }
        }
        """,
        """
        import TrustInsights
        struct S {
          let evaluator = InsightEvaluator()
          func f(_ op: Op, big: Bool) async throws {
            let category: InsightEvaluator.OperationCategory
            switch op {
            case .send: category = big ? .payment : .account
            case .export: category = op.trustCategory
            }
            let context = InsightEvaluator.InsightContext(operationCategory: category, requestedEvaluations: \(request))
            _ = try await evaluator.authorizationStatus(for: context)
          }
        }
        """,
      ]), ["0:other", "0:payment", "1:account", "1:payment"])
  }

  func testParametersFollowTheCallArguments() {
    XCTAssertEqual(
      leaves([
        """
        import TrustInsights
        func make(_ c: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
          InsightEvaluator.InsightContext(operationCategory: c, requestedEvaluations: \(request))
        }
        func ask(_ context: InsightEvaluator.InsightContext) async throws {
          _ = try await InsightEvaluator().authorizationStatus(for: context)
        }
        func caller() async throws {
          try await ask(make(.communication))
          let unused = make(.other)
          _ = unused
        }
        """
      ]), ["0:communication"], "a context built with .other that never reaches an evaluator call is not traced")
  }

  func testMemberwiseInitializersAndLazyClosures() {
    XCTAssertEqual(
      leaves([
        """
        import TrustInsights
        struct Service {
          let context: InsightEvaluator.InsightContext
          lazy var fallback: InsightEvaluator.InsightContext = {
            InsightEvaluator.InsightContext(operationCategory: .account, requestedEvaluations: \(request))
          }()
          mutating func go() async throws {
            _ = try await InsightEvaluator().authorizationStatus(for: context)
            _ = try await InsightEvaluator().authorizationStatus(for: fallback)
          }
        }
        func make() -> Service {
          Service(context: InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: \(request)))
        }
        """
      ]), ["0:account", "0:payment"])
  }

  func testNoCategoryFound() {
    let (_, facts) = program([
      """
      import TrustInsights
      public func status(_ context: InsightEvaluator.InsightContext) async throws -> Bool {
        try await InsightEvaluator().authorizationStatus(for: context) == .authorized
      }
      """
    ])
    XCTAssertTrue(facts.categoryTable.leaves.isEmpty)
    XCTAssertEqual(facts.categoryTable.uncategorised.map { $0.call.name.text }, ["authorizationStatus"])
  }

  func testEvaluatorCallRecognition() {
    let (_, facts) = program([
      """
      import Photos
      import TrustInsights
      final class A {
        let evaluator = InsightEvaluator()
        var trustEvaluator: Any?
        func go(context: InsightEvaluator.InsightContext) async throws {
          _ = try await evaluator.requestAuthorization(for: context)
          _ = PHPhotoLibrary.authorizationStatus(for: .readWrite)
          _ = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
          _ = try await Wrapper.requestAuthorization(for: context)
          _ = try await InsightEvaluator().requestEvaluation(context: context)
          _ = try await context.requestEvaluation()
        }
      }
      enum Wrapper {
        static func requestAuthorization(for context: InsightEvaluator.InsightContext) async throws -> Bool {
          try await InsightEvaluator().authorizationStatus(for: context) == .authorized
        }
      }
      """
    ])
    let calls = facts.evaluatorCalls(inFile: 0).map { "\($0.method.rawValue)@\($0.scope.qualifiedName)" }
    XCTAssertEqual(
      calls,
      [
        "requestAuthorization@A.go(context:)", "requestEvaluation@A.go(context:)",
        "requestEvaluation@A.go(context:)", "authorizationStatus@Wrapper.requestAuthorization(for:)",
      ])
  }
}
