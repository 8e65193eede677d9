import TrustLintAnalysis
import TrustLintSyntax
import XCTest

@testable import TrustLintRules

/// The two authorization rules: the status must-analysis and the evaluation flow.
final class AuthorizationRulesTests: XCTestCase {
  private func run(_ body: String) -> [String] {
    let text = """
      import TrustInsights
      let context = InsightEvaluator.InsightContext(
        operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      let evaluator = InsightEvaluator()

      """ + body
    let file = ParsedFile(tree: Parser.parse(SourceFile(path: "a.swift", text: text)), isLinted: true)
    let program = Program(files: [file], options: AnalysisOptions())
    let context = RuleContext(program: program, file: file)
    let found =
      AuthorizationRequestedWithoutStatusCheckRule().check(context)
      + AuthorizationPromptInSensitiveFlowRule().check(context)
    return found.sorted(by: Finding.ordered).map { "\($0.line):\($0.rule)" }
  }

  private let unchecked = "authorization_requested_without_status_check"
  private let inFlow = "authorization_prompt_in_sensitive_flow"

  func testMustAnalysis() {
    XCTAssertEqual(
      run(
        """
        func a(flag: Bool) async throws {
          if flag { _ = try await evaluator.authorizationStatus(for: context) }
          _ = try await evaluator.requestAuthorization(for: context)
        }
        func b(flag: Bool) async throws {
          guard try await evaluator.authorizationStatus(for: context) == .notDetermined else { return }
          while flag { _ = try await evaluator.requestAuthorization(for: context) }
        }
        func c() async throws {
          repeat { _ = try await evaluator.authorizationStatus(for: context) } while false
          _ = try await evaluator.requestAuthorization(for: context)
        }
        func d(flag: Bool) async throws {
          _ = flag ? try await evaluator.authorizationStatus(for: context) : .denied
          _ = try await evaluator.requestAuthorization(for: context)
        }
        func recursive() async -> Bool { await recursive() }
        func e() async throws {
          _ = await recursive()
          _ = try await evaluator.requestAuthorization(for: context)
        }
        """),
      ["7:\(unchecked)", "19:\(unchecked)", "24:\(unchecked)"],
      "a `repeat` body runs at least once; a `while` body, a ternary branch or a recursive helper does not check")
  }

  func testSameFunctionOrClosure() {
    XCTAssertEqual(
      run(
        """
        func a() async throws {
          guard try await evaluator.authorizationStatus(for: context) == .notDetermined else { return }
          _ = try await evaluator.requestAuthorization(for: context)
          Task { _ = try await evaluator.requestEvaluation(context: context) }
        }
        func b() async throws {
          Task { _ = try await evaluator.requestAuthorization(for: context) }
          guard try await evaluator.authorizationStatus(for: context) == .notDetermined else { return }
          Task { _ = try await evaluator.requestAuthorization(for: context) }
        }
        func c() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
          try await evaluator.requestEvaluation(context: context)
        }
        """),
      ["7:\(inFlow)", "11:\(unchecked)"],
      "a closure starts with what held where it is written: checked before the second Task, not the first")
  }
}
