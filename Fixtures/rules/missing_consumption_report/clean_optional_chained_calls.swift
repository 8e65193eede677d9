import TrustInsights

// Optional links that do not make a report conditional: the evaluation's own `?.`, a report
// after an optional call that only reads, a helper reached through a non-optional chain, and
// an evaluation handed to a delegate the program does not declare (an escape either way).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

final class OptionalLinkCleanPresenter {
  func present(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
  func show(title: String) {}
}

final class OptionalLinkCleanInteractor {
  let evaluator = InsightEvaluator()
  let presenter = OptionalLinkCleanPresenter()
  weak var output: OptionalLinkCleanPresenter?
  var pending: CoachingEvaluation?

  func review() async throws {
    let evaluation = try? await evaluator.requestEvaluation(context: transferContext)
    evaluation?.reportConsumption(.usedEvaluationOnly)
  }

  func reviewAndShow() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    output?.show(title: "Review")
    presenter.present(evaluation)
  }

  func reviewThroughSDK(_ delegate: UIKitDelegate?) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    delegate?.transferDidReview(evaluation)
  }
}
