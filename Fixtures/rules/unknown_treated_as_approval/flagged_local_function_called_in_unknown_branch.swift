import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func approveTransfer() {}
func holdForReview() {}
func requireStepUp() {}
func logDecision(_ s: String) {}

// A local function (or a closure kept in a local `let`) called by name in the unknown branch
// runs there: what it does is done in that branch, wherever it is declared in the body.
@available(iOS 27, *)
struct TransferRouter {
  func declaredAndCalledInTheCase(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      func finishUnknown() {
        logDecision("unknown")
        approveTransfer()  // expect: unknown_treated_as_approval
      }
      finishUnknown()
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func declaredBeforeTheSwitch(_ evaluation: CoachingEvaluation) {
    func settle() {
      approveTransfer()  // expect: unknown_treated_as_approval
    }
    let reportFastPath = {
      evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval
    }
    switch evaluation.insight.outcome {
    case .success(.unknown):
      reportFastPath()
      defer { settle() }
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func twoDeepAndRecursive(_ level: IsLikelyBeingCoachedInsight.Value, pages: Int) {
    var left = pages
    func ping() {
      if left > 0 {
        left -= 1
        pong()
      }
    }
    func pong() {
      approveTransfer()  // expect: unknown_treated_as_approval
      ping()
    }
    if level == .unknown {
      ping()
    } else {
      holdForReview()
    }
  }
}
