import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func approveTransfer() {}
func holdForReview() {}
func requireStepUp() {}
func finish() { holdForReview() }

// Local functions and closures that approve run only where they are called: in a known
// branch, after the branches meet, or (shadowed) not at all in the unknown branch.
@available(iOS 27, *)
struct TransferRouter {
  func calledForMediumOnly(_ evaluation: CoachingEvaluation) {
    func release() { approveTransfer() }
    let releaseNow = { approveTransfer() }
    switch evaluation.insight.outcome {
    case .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      requireStepUp()
      release()
      releaseNow()
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      holdForReview()
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func shadowed(_ level: IsLikelyBeingCoachedInsight.Value, preflight: Bool) {
    if preflight {
      do {
        func finish() { approveTransfer() }
        finish()
      }
    }
    func release() { approveTransfer() }
    switch level {
    case .unknown:
      // The global `finish`, and a closure that hides the local `release`.
      finish()
      let release = { holdForReview() }
      release()
    case .medium, .high:
      holdForReview()
    @unknown default:
      holdForReview()
    }
  }

  func recursiveRetry(_ level: IsLikelyBeingCoachedInsight.Value) {
    func retry(_ attempts: Int) {
      if attempts > 0 { retry(attempts - 1) } else { holdForReview() }
    }
    if level == .unknown { retry(3) } else { requireStepUp() }
  }
}
