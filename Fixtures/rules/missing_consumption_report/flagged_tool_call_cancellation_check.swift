// An AI assistant's tool call evaluates before sharing contacts. `try Task.checkCancellation()`
// throws `CancellationError` when the person stops the assistant: after the evaluation exists,
// that is an exit like any other `try`, also inside the operation of
// `withTaskCancellationHandler` (a closure that runs in place).
import TrustInsights

struct ToolCall { let arguments: [String: String] }
struct ToolResult { let text: String }

actor ContactsSharingTool {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .communication,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func execute(tool: ToolCall) async throws -> ToolResult {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try Task.checkCancellation()' can throw at line 18"
    try Task.checkCancellation()
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return ToolResult(text: "Not shared")
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return ToolResult(text: "Shared with \(tool.arguments["recipient"] ?? "")")
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return ToolResult(text: "Shared with standard checks")
    }
  }

  func executeWithHandler(tool: ToolCall) async throws {
    try await withTaskCancellationHandler(
      operation: {
        let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try Task.checkCancellation()' can throw at line 36"
        try Task.checkCancellation()
        evaluation.reportConsumption(.usedEvaluationOnly)
      },
      onCancel: { print("assistant stopped") })
  }
}
