// An AI assistant's paid-inference gate catches the insight's own error type around
// `outcome.get()`: `Result<Value, InsightError>.get()` throws only `InsightError`, so no
// error of that `try` can leave the function without a report.
import TrustInsights

protocol InferenceLog {
  func failed(_ error: InsightError)
}

struct InferenceGate {
  let evaluator = InsightEvaluator()
  let log: InferenceLog
  let context = InsightEvaluator.InsightContext(
    operationCategory: .resourceUse,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func mayRunExpensiveModel() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      switch try evaluation.insight.outcome.get() {
      case .high, .medium:
        evaluation.reportConsumption(.usedIncreasedFriction)
        return false
      case .unknown:
        evaluation.reportConsumption(.usedUnchangedFriction)
        return true
      @unknown default:
        evaluation.reportConsumption(.usedUnchangedFriction)
        return true
      }
    } catch let error as InsightError {
      log.failed(error)
      evaluation.reportConsumption(.notUsedError)
      return true
    }
  }
}
