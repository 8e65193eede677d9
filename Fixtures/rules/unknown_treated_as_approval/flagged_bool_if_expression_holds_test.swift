// A `Bool` held as an `if` or `switch` expression of literals (Swift 5.9) is the outcome test it
// is written with, as `let isHigh = evaluation.insight.outcome == .success(.high)` is: where it is
// false, `.unknown` is among the outcomes, so approving there treats "no evidence" as approval.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func approveTransfer() {}
func callbackVerification() {}

func settle(_ evaluation: CoachingEvaluation) {
  let isHigh = if case .success(.high) = evaluation.insight.outcome { true } else { false }
  evaluation.reportConsumption(isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
  if !isHigh {
    approveTransfer()  // expect: unknown_treated_as_approval
  } else {
    callbackVerification()
  }
}

func settleChain(_ evaluation: CoachingEvaluation) {
  let isRisky =
    if case .success(.high) = evaluation.insight.outcome {
      true
    } else if case .success(.medium) = evaluation.insight.outcome {
      true
    } else {
      false
    }
  evaluation.reportConsumption(isRisky ? .usedIncreasedFriction : .usedUnchangedFriction)
  if isRisky {
    callbackVerification()
  } else {
    approveTransfer()  // expect: unknown_treated_as_approval
  }
}

func settleNegated(_ evaluation: CoachingEvaluation) {
  let isCalm = if case .success(.high) = evaluation.insight.outcome { false } else { true }
  evaluation.reportConsumption(isCalm ? .usedUnchangedFriction : .usedIncreasedFriction)
  if isCalm { approveTransfer() }  // expect: unknown_treated_as_approval
}

func settleSwitch(_ evaluation: CoachingEvaluation) {
  let isRisky =
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium): true
    default: false
    }
  evaluation.reportConsumption(isRisky ? .usedIncreasedFriction : .usedUnchangedFriction)
  if isRisky {
    callbackVerification()
  } else {
    approveTransfer()  // expect: unknown_treated_as_approval
  }
}
