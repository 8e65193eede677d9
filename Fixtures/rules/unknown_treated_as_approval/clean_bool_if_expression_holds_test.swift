// The neighbour of flagged_bool_if_expression_holds_test.swift: the `Bool` held as an `if` or
// `switch` expression of literals decides only between a callback and the checks the app already
// runs, so `.unknown` approves nothing; an `if` expression of other values is no test.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func runStandardChecks() {}
func callbackVerification() {}

func settle(_ evaluation: CoachingEvaluation) {
  let isHigh = if case .success(.high) = evaluation.insight.outcome { true } else { false }
  evaluation.reportConsumption(isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
  if isHigh {
    callbackVerification()
  } else {
    runStandardChecks()
  }
}

func settleWithOtherIf(_ evaluation: CoachingEvaluation, amount: Int) {
  // Not a literal in every branch: an ordinary value, not a test.
  let limit = if case .success(.high) = evaluation.insight.outcome { 0 } else { amount }
  evaluation.reportConsumption(limit == 0 ? .usedIncreasedFriction : .usedUnchangedFriction)
  runStandardChecks()
}

func settleSwitch(_ evaluation: CoachingEvaluation) {
  let isHigh =
    switch evaluation.insight.outcome {
    case .success(.high): true
    default: false
    }
  evaluation.reportConsumption(isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
  if isHigh { callbackVerification() } else { runStandardChecks() }
}
