import TrustInsights

// `as T` keeps the value it casts, and an alias of the insight type qualifies its `Value`
// as the type itself does (`Coached.Value`, and an alias of that).

typealias Coached = IsLikelyBeingCoachedInsight
typealias Level = Coached.Value

func approveTransfer() {}

func cast(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  do {
    let level = try evaluation.insight.outcome.get() as IsLikelyBeingCoachedInsight.Value
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    if level == .unknown {
      approveTransfer()  // expect: unknown_treated_as_approval
    }
  } catch {
    evaluation.reportConsumption(.notUsedError)
  }
}

func qualified(_ level: Coached.Value) {
  if level == .unknown {
    approveTransfer()  // expect: unknown_treated_as_approval
  }
}

func chained(_ level: Level) {
  guard level == .high else {
    approveTransfer()  // expect: unknown_treated_as_approval
    return
  }
}
