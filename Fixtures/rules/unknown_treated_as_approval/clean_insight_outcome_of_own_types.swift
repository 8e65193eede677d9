import TrustInsights

// The app's own types may have an `insight` with an `outcome` too: on a parameter or local
// declared as such a type (a struct, class or enum of the program, not an evaluation),
// `rec.insight.outcome` is not the framework's outcome, and its `.unknown` is the app's.

enum Tier { case unknown, gold }
struct Insight { var outcome: Result<Tier, Error> }
struct Recommendation { var insight: Insight }

func skipUpsell() {}

func apply(_ rec: Recommendation) {
  switch rec.insight.outcome {
  case .success(.unknown): skipUpsell()
  default: break
  }
}

func applyLocal() {
  let rec: Recommendation = Recommendation(insight: Insight(outcome: .success(.gold)))
  if case .success(.unknown) = rec.insight.outcome { skipUpsell() }
}
