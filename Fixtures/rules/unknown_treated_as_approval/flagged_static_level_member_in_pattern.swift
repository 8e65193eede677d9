// The nearest defect to clean_vendor_result_matched_against_other_values: a case naming a
// static member the program declares on the level type (`.elevated`) is still a level, so
// the evaluation's outcome stays an outcome and its `.unknown` branch is judged.
import TrustInsights

@available(iOS 27.0, *)
extension IsLikelyBeingCoachedInsight.Value {
  static let elevated: Self = .medium
}

@available(iOS 27.0, *)
final class StakeWithdrawal {
  var holdWithdrawal: () -> Void = {}
  var approveWithdrawal: () -> Void = {}

  func review(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    switch evaluation.insight.outcome {
    case .success(.elevated), .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdWithdrawal()
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveWithdrawal()  // expect: unknown_treated_as_approval "approveWithdrawal"
    case .success, .failure:
      evaluation.reportConsumption(.notUsedError)
      holdWithdrawal()
    }
  }
}
