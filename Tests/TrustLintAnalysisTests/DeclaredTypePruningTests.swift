import TrustLintSyntax
import XCTest

@testable import TrustLintAnalysis

/// A parameter whose written type cannot be a category or a context is not followed to its call
/// sites (`CategoryTracer.cannotHold`); anything less certain still is. The programs that show
/// a pruned parameter do not compile (a `Tag` passed where a category is expected): only such a
/// program can tell a followed parameter from a pruned one by the categories found.
final class DeclaredTypePruningTests: XCTestCase {
  private let request = "IsLikelyBeingCoachedInsight.request(schema: .version1)"

  /// The categories reaching the evaluator call when `check` takes its category as `declaration`
  /// (a parameter list, with an optional generic clause before it) and `extra` is declared too.
  private func leaves(_ declaration: String, _ extra: String = "") -> [String] {
    let text = """
      import TrustInsights
      \(extra)
      func check\(declaration) async throws {
        let context = InsightEvaluator.InsightContext(operationCategory: c, requestedEvaluations: \(request))
        _ = try await InsightEvaluator().authorizationStatus(for: context)
      }
      func start() async throws { try await check(.other) }
      """
    let file = ParsedFile(tree: Parser.parse(SourceFile(path: "f.swift", text: text)), isLinted: true)
    let facts = ProgramFacts.of(Program(files: [file], options: AnalysisOptions()))
    return facts.categoryTable.leaves.map(\.name).sorted()
  }

  func testCategoryParametersAreFollowed() {
    XCTAssertEqual(leaves("(_ c: InsightEvaluator.OperationCategory)"), ["other"])
    XCTAssertEqual(leaves("(_ c: InsightEvaluator.OperationCategory?)"), ["other"])
    XCTAssertEqual(leaves("(_ c: Category)", "typealias Category = InsightEvaluator.OperationCategory"), ["other"])
  }

  func testPlainValueAndAppTypesAreNot() {
    XCTAssertEqual(leaves("(_ c: String)"), [])
    XCTAssertEqual(leaves("(_ c: Int?)"), [])
    XCTAssertEqual(leaves("(_ c: Tag)", "struct Tag {}"), [])
    XCTAssertEqual(leaves("(_ c: Tag)", "enum Tag { case other }\nextension Tag { var x: Int { 1 } }"), [])
  }

  func testLessCertainTypesAreFollowed() {
    // A generic parameter, a protocol the framework type may conform to, a type the program
    // does not declare, and a type written as more than one name.
    XCTAssertEqual(leaves("<Tag>(_ c: Tag)", "struct Tag {}"), ["other"])
    XCTAssertEqual(leaves("(_ c: Tag)", "protocol Tag {}"), ["other"])
    XCTAssertEqual(leaves("(_ c: Tag)", "struct Tag {}\nprotocol Tag {}"), ["other"])
    XCTAssertEqual(leaves("(_ c: Unknown)"), ["other"])
    XCTAssertEqual(leaves("(_ c: any Sendable)"), ["other"])
    XCTAssertEqual(leaves("(_ c: Tag.Kind)", "struct Tag { struct Kind {} }"), ["other"])
  }

  func testGenericParameterOfTheEnclosingTypeIsFollowed() {
    let text = """
      import TrustInsights
      struct Tag {}
      struct Gate<Tag> {
        func check(_ c: Tag) async throws {
          let context = InsightEvaluator.InsightContext(operationCategory: c, requestedEvaluations: \(request))
          _ = try await InsightEvaluator().authorizationStatus(for: context)
        }
      }
      func start(gate: Gate<InsightEvaluator.OperationCategory>) async throws { try await gate.check(.other) }
      """
    let file = ParsedFile(tree: Parser.parse(SourceFile(path: "f.swift", text: text)), isLinted: true)
    let facts = ProgramFacts.of(Program(files: [file], options: AnalysisOptions()))
    XCTAssertEqual(facts.categoryTable.leaves.map(\.name), ["other"])
  }
}
