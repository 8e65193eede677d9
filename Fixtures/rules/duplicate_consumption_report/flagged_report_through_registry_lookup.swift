import Foundation
import TrustInsights

// An agent's tool registry `[String: any SensitiveTool]` (reduced from a probe): the tool
// looked up by name (`guard let tool = tools[name]`, `tools[name]!`, or a registry method
// declared `-> (any SensitiveTool)?`) is some SensitiveTool,
// and every conformer reports the evaluation it is given, so the dispatcher's own report
// after the call is a second one, as with a receiver declared `any SensitiveTool`.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol SensitiveTool {
  func run(_ args: [String: String], evaluation: CoachingEvaluation) async -> String
}

struct SendPaymentTool: SensitiveTool {
  func run(_ args: [String: String], evaluation: CoachingEvaluation) async -> String {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return "held for review"
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return "queued payment to \(args["payee"] ?? "?")"
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return "queued payment to \(args["payee"] ?? "?")"
    }
  }
}

struct MessageTool: SensitiveTool {
  func run(_ args: [String: String], evaluation: CoachingEvaluation) async -> String {
    evaluation.reportConsumption(.usedEvaluationOnly)
    return "sent"
  }
}

final class Dispatcher {
  private let evaluator = InsightEvaluator()
  private let tools: [String: any SensitiveTool] = [
    "send_payment": SendPaymentTool(),
    "send_message": MessageTool(),
  ]

  func dispatch(name: String, args: [String: String]) async throws -> String {
    guard let tool = tools[name] else { return "unknown tool" }
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let output = await tool.run(args, evaluation: evaluation)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
    return output
  }

  func dispatchKnown(name: String, args: [String: String]) async throws -> String {
    let tool = tools[name]!
    let context = InsightEvaluator.InsightContext(
      operationCategory: .communication,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let output = await tool.run(args, evaluation: evaluation)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
    return output
  }

  func tool(named name: String) -> (any SensitiveTool)? { tools[name] }

  func dispatchThroughLookup(name: String, args: [String: String]) async throws -> String {
    guard let tool = tool(named: name) else { return "unknown tool" }
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let output = await tool.run(args, evaluation: evaluation)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
    return output
  }
}
