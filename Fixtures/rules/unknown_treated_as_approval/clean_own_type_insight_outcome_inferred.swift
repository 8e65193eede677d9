import TrustInsights

// The robo-advisor's own `insight.outcome`, on values whose type is inferred (a function's
// result, an initializer, the elements of a typed array): not an evaluation's outcome.
enum Suggestion { case unknown, rebalance }

struct AdvisorInsight {
  var outcome: Result<Suggestion, Error>
}

struct Portfolio {
  var insight: AdvisorInsight
}

func latestPortfolio() -> Portfolio { Portfolio(insight: AdvisorInsight(outcome: .success(.unknown))) }

func approveRebalance() {}

func reviewPortfolios(history: [Portfolio]) {
  let latest = latestPortfolio()
  if case .success(.unknown) = latest.insight.outcome { approveRebalance() }
  let draft = Portfolio(insight: AdvisorInsight(outcome: .success(.rebalance)))
  if case .success(.unknown) = draft.insight.outcome { approveRebalance() }
  for past in history {
    if case .success(.unknown) = past.insight.outcome { approveRebalance() }
  }
}
