import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias CoachingOutcome = Result<IsLikelyBeingCoachedInsight.Value, InsightError>

final class LoanApplicationViewModel {
  func submit(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(let level):
      switch level {
      case .unknown:
        evaluation.reportConsumption(.usedUnchangedFriction)
        approveLoan()  // expect: unknown_treated_as_approval
      case .medium, .high:
        evaluation.reportConsumption(.usedIncreasedFriction)
        requestDocuments()
      @unknown default:
        evaluation.reportConsumption(.notUsedError)
        requestDocuments()
      }
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      requestDocuments()
    }
  }

  func submitStored(_ evaluation: CoachingEvaluation) {
    let outcome = evaluation.insight.outcome
    let insight = evaluation.insight
    if case .success(.high) = insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      requestDocuments()
    } else if case .failure = outcome {
      evaluation.reportConsumption(.notUsedError)
      requestDocuments()
    } else {
      // `.unknown` and `.medium`.
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveLoan()  // expect: unknown_treated_as_approval
    }
  }

  func submitIfLet(_ evaluation: CoachingEvaluation) {
    if let level = try? evaluation.insight.outcome.get(), level != .high {
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveLoan()  // expect: unknown_treated_as_approval
    } else {
      evaluation.reportConsumption(.usedIncreasedFriction)
      requestDocuments()
    }
  }

  func submitResult(_ outcome: CoachingOutcome) {
    switch outcome {
    case .success(.unknown): approveLoan()  // expect: unknown_treated_as_approval
    default: requestDocuments()
    }
  }

  func submitOptional(_ level: IsLikelyBeingCoachedInsight.Value?) {
    guard let level else { return requestDocuments() }
    if level == .unknown { approveLoan() }  // expect: unknown_treated_as_approval
  }

  func submitReport(_ evaluation: CoachingEvaluation) {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    evaluation.reportConsumption(level == .unknown ? .usedReducedFriction : .usedIncreasedFriction)  // expect: unknown_treated_as_approval "'.usedReducedFriction'"
  }

  func approveLoan() {}
  func requestDocuments() {}
}
