import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class ReviewModel: @unchecked Sendable {
  let evaluator = InsightEvaluator()
  var banner: String?

  // The task started inside `MainActor.run` outlives it and takes the evaluation over.
  func review() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    await MainActor.run {
      banner = "Checking…"
      Task {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
  }

  // A local function called from a task goes with the task.
  func reviewLater() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    func finish() {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
    Task { @MainActor in
      finish()
    }
  }

  // Child tasks of a group outlive `addTask`.
  func reviewInGroup() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
  }
}
