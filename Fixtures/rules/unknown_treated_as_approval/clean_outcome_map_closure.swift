import TrustInsights

enum PayeeGate { case allow, review }

// The closure of `outcome.map` holds on `.unknown` and allows only on a real signal; a
// `map` over something that is not the outcome binds nothing (`$0` is a flag there).
struct NewPayeePolicy {
  func gate(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, flags: [Bool]) -> PayeeGate {
    let gate = evaluation.insight.outcome.map { level in level == .unknown ? PayeeGate.review : .allow }
    let unrelated = flags.map { $0 ? PayeeGate.allow : .review }
    let value = (try? gate.get()) ?? unrelated.first ?? .review
    evaluation.reportConsumption(value == .review ? .usedIncreasedFriction : .usedUnchangedFriction)
    return value
  }
}
