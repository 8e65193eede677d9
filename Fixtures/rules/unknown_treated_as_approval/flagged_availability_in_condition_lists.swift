import TrustInsights

// An app that also runs before iOS 27 checks availability in the same condition list as the
// outcome. Wherever an outcome exists the system is 27 or later, so `#available(iOS 27.0, *)`
// (or any earlier version) holds and routes no value to the `else`: the `else` is reached by a
// failure and `.unknown` only. A later version (`iOS 28`) may fail and is an ordinary condition:
// `.unknown` still surely takes the `else`, as with any other operand.

func proceedWithPayment() {}
func holdPayment() {}

@available(iOS 27.0, *)
func reviewTransfer(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  evaluation.reportConsumption(.usedEvaluationOnly)
  guard #available(iOS 27.0, *), case .success(let level) = evaluation.insight.outcome, level != .unknown else {
    proceedWithPayment()  // expect: unknown_treated_as_approval
    return
  }
  holdPayment()
}

func reviewWire(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  evaluation.reportConsumption(.usedEvaluationOnly)
  if case .success(let level) = evaluation.insight.outcome, level == .high, #available(iOS 26.4, macOS 27, *) {
    holdPayment()
  } else {
    proceedWithPayment()  // expect: unknown_treated_as_approval
  }
}

func reviewLaterSystem(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  evaluation.reportConsumption(.usedEvaluationOnly)
  // On iOS 27 this `else` is reached by `.high` too (the system is too old), but `.unknown`
  // takes it on every system: an unknown branch all the same.
  guard #available(iOS 28.0, *), case .success(let level) = evaluation.insight.outcome, level != .unknown else {
    proceedWithPayment()  // expect: unknown_treated_as_approval
    return
  }
  holdPayment()
}

func reviewUnavailable(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  evaluation.reportConsumption(.usedEvaluationOnly)
  guard #unavailable(iOS 26), case .success(let level) = evaluation.insight.outcome, level == .high else {
    proceedWithPayment()  // expect: unknown_treated_as_approval
    return
  }
  holdPayment()
}
