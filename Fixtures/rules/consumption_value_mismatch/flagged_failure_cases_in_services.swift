import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class BeneficiaryService {
  func add(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .success(.medium), .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.notUsedError)
    case .failure(let error):
      log(error)
      evaluation.reportConsumption(.usedUnchangedFriction, insightsUsed: [evaluation.insight])  // expect: consumption_value_mismatch "'.usedUnchangedFriction'"
    }
  }

  func addIfCase(_ evaluation: CoachingEvaluation) {
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedEvaluationOnly)  // expect: consumption_value_mismatch
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  }

  func addIfElse(_ evaluation: CoachingEvaluation) {
    if case .success(let level) = evaluation.insight.outcome {
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    } else {
      evaluation.reportConsumption(.usedIncreasedFriction)  // expect: consumption_value_mismatch
    }
  }

  func addGuardCase(_ evaluation: CoachingEvaluation) {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(InsightEvaluationConsumptionStatus.usedReducedFriction)  // expect: consumption_value_mismatch
      return
    }
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }

  func log(_ error: Error) {}
}
