import TrustInsights

// `reporter?.settle(evaluation)`: when `reporter` (a VIPER `weak var output`, `self` in a
// `[weak self]` closure) is nil, Swift skips the whole call and the evaluation is never
// reported. The report of a helper called through an optional link happens on one path only.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

final class OptionalLinkPresenter {
  func present(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

final class OptionalLinkInteractor {
  let evaluator = InsightEvaluator()
  weak var output: OptionalLinkPresenter?

  func settleReview(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func review() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "output?.present(…)' at line 28 is skipped"
    output?.present(evaluation)
  }

  func reviewOnMain() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "self?.settleReview(…)' at line 34 is skipped"
    await MainActor.run { [weak self] in
      self?.settleReview(evaluation)
    }
  }

  func reviewThenReport() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    output?.present(evaluation)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  }
}
