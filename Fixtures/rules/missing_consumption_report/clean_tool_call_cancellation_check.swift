// The neighbour of flagged_tool_call_cancellation_check.swift: the cancellation check runs before
// the evaluation exists, or inside a `do` whose catches (one for `CancellationError`, one for
// everything else) both report, or the cancelled path reports `.notUsedNotNeeded`.
import TrustInsights

struct ToolCall { let arguments: [String: String] }

protocol ContactsExporter: Sendable { func shareContacts(with recipient: String) async throws }

actor ContactsSharingTool {
  private let evaluator = InsightEvaluator()
  private let exporter: ContactsExporter
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .communication,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  init(exporter: ContactsExporter) { self.exporter = exporter }

  func execute(tool: ToolCall) async throws {
    try Task.checkCancellation()
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      try Task.checkCancellation()
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        return
      }
      try await exporter.shareContacts(with: tool.arguments["recipient"] ?? "")
      evaluation.reportConsumption(.usedUnchangedFriction)
    } catch is CancellationError {
      evaluation.reportConsumption(.notUsedNotNeeded)
    } catch {
      evaluation.reportConsumption(.notUsedError)
      throw error
    }
  }

  func executeWithHandler(tool: ToolCall) async throws -> Bool {
    try await withTaskCancellationHandler {
      let evaluation = try await evaluator.requestEvaluation(context: context)
      guard !Task.isCancelled else {
        evaluation.reportConsumption(.notUsedNotNeeded)
        return false
      }
      switch evaluation.insight.outcome {
      case .success(.high), .success(.medium):
        evaluation.reportConsumption(.usedIncreasedFriction)
        return false
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
        return true
      case .failure:
        evaluation.reportConsumption(.notUsedError)
        return true
      }
    } onCancel: {
      print("assistant stopped")
    }
  }
}
