import TrustInsights

enum PayeeGate { case allow, review }

// `$0` of `outcome.map { … }`, the parameter of `outcome.flatMap { … }` and that of
// `Optional.map` on `try? ….get()` are the outcome's success value too, however written.
struct NewPayeePolicy {
  func gate(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> PayeeGate {
    let quick = evaluation.insight.outcome.map { $0 == .unknown ? PayeeGate.allow : .review }  // expect: unknown_treated_as_approval
    let decided = evaluation.insight.outcome.flatMap { level -> Result<PayeeGate, InsightError> in
      if level == .unknown {
        return .success(allowPayee())  // expect: unknown_treated_as_approval
      }
      return .success(.review)
    }
    let fallback = (try? evaluation.insight.outcome.get()).map { level in level == .unknown ? PayeeGate.allow : .review }  // expect: unknown_treated_as_approval
    let gate = (try? decided.get()) ?? (try? quick.get()) ?? fallback ?? .review
    evaluation.reportConsumption(gate == .review ? .usedIncreasedFriction : .usedUnchangedFriction)
    return gate
  }

  func allowPayee() -> PayeeGate { .allow }
}
