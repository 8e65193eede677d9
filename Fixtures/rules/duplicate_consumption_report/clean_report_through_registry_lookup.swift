import Foundation
import TrustInsights

// The neighbour of flagged_report_through_registry_lookup.swift: the dispatcher hands the
// evaluation to the tool looked up in its `[String: any SensitiveTool]` registry and does not
// report it again (also through a registry method declared `-> (any SensitiveTool)?`); every
// conformer reports on every path, so nothing is missing either. A
// registry whose tool keeps the evaluation (`Outbox`) makes the call an escape, as before.
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

protocol EvaluationSink {
  func take(_ evaluation: CoachingEvaluation)
}

final class Outbox: EvaluationSink {
  var pending: [CoachingEvaluation] = []
  func take(_ evaluation: CoachingEvaluation) { pending.append(evaluation) }
}

final class Dispatcher {
  private let evaluator = InsightEvaluator()
  private let tools: [String: any SensitiveTool] = [
    "send_payment": SendPaymentTool(),
    "send_message": MessageTool(),
  ]
  private let sinks: [String: any EvaluationSink] = ["later": Outbox()]

  func dispatch(name: String, args: [String: String]) async throws -> String {
    guard let tool = tools[name] else { return "unknown tool" }
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return await tool.run(args, evaluation: evaluation)
  }

  func tool(named name: String) -> (any SensitiveTool)? { tools[name] }

  func dispatchThroughLookup(name: String, args: [String: String]) async throws -> String {
    guard let tool = tool(named: name) else { return "unknown tool" }
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return await tool.run(args, evaluation: evaluation)
  }

  func park(name: String) async throws {
    guard let sink = sinks[name] else { return }
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)
    sink.take(evaluation)
  }
}
