// An "add payee and pay" flow evaluates each step in a task group; the steps and their
// categories are pairs in an array literal, destructured by the loop. Every category is
// written where the linter can see it: no note that none was found.
import TrustInsights

struct StepResult: Sendable {
  let step: String
  let needsFriction: Bool
}

final class AddPayeeAndPayFlow: Sendable {
  private let evaluator = InsightEvaluator()
  private static let steps: [(String, InsightEvaluator.OperationCategory)] = [("addPayee", .account), ("pay", .payment)]

  func evaluateSteps() async -> [StepResult] {
    await withTaskGroup(of: StepResult?.self) { group in
      for (step, category) in [("addPayee", InsightEvaluator.OperationCategory.account), ("pay", .payment)] {
        group.addTask {
          let context = InsightEvaluator.InsightContext(
            operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
          guard let evaluation = try? await self.evaluator.requestEvaluation(context: context) else { return nil }
          let risky = (try? evaluation.insight.outcome.get()) == .high
          if case .failure = evaluation.insight.outcome {
            evaluation.reportConsumption(.notUsedError)
          } else {
            evaluation.reportConsumption(risky ? .usedIncreasedFriction : .usedUnchangedFriction)
          }
          return StepResult(step: step, needsFriction: risky)
        }
      }
      var results: [StepResult] = []
      for await result in group {
        if let result { results.append(result) }
      }
      return results
    }
  }

  func warmUp() async -> Int {
    var authorized = 0
    for (_, category) in Self.steps {
      let context = InsightEvaluator.InsightContext(
        operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      if (try? await evaluator.authorizationStatus(for: context)) == .authorized { authorized += 1 }
    }
    return authorized
  }
}
