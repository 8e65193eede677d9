// No import here: the alias declared in another file makes this file analysed.
enum RiskPolicy {
  static func holdMinutes(for evaluation: RiskEvaluation, amount: Int) -> Int {  // expect: missing_consumption_report "returns at line 5"
    if amount < 50 {
      return 0
    }
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return 60
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return 0
    }
  }
}
