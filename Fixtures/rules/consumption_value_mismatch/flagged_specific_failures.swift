import TrustInsights

final class SignDocumentFlow {
  func sign(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, cancelled: Bool) {
    switch evaluation.insight.outcome {
    case .success(.medium), .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure(let error) where cancelled:
      _ = error
      evaluation.reportConsumption(.notUsedNotNeeded)
    case .failure:
      // Every other failure comes here.
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    }
  }

  func signCatching(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    do {
      let level = try evaluation.insight.outcome.get()
      evaluation.reportConsumption(level == .unknown ? .usedUnchangedFriction : .usedIncreasedFriction)
    } catch let error as InsightError {
      _ = error
      let status: InsightEvaluationConsumptionStatus = .usedEvaluationOnly  // expect: consumption_value_mismatch
      evaluation.reportConsumption(status)
    } catch {
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func signLater(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    Task {
      guard case .success(let level) = evaluation.insight.outcome else {
        await MainActor.run {
          evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
        }
        return
      }
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }
}
