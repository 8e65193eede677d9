// A team reports through an infix operator of its own (`evaluation <- .usedIncreasedFriction`),
// declared in the program. The linter does not follow operator functions' bodies, so an
// evaluation handed to a custom operator is that operator's business, as with a function it
// cannot read (RULES.md Escape); here every branch hands it over and nothing is reported missing.
// The chosen behaviour: no finding, never a false "never reported" on an operator that reports.
import TrustInsights

infix operator <- : AssignmentPrecedence

func <- (
  evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>,
  status: InsightEvaluationConsumptionStatus
) {
  evaluation.reportConsumption(status)
}

final class CardUnfreeze {
  private let evaluator = InsightEvaluator()
  private(set) var requireCall = false

  func unfreeze() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.high):
      requireCall = true
      evaluation <- .usedIncreasedFriction
    case .success:
      evaluation <- .usedUnchangedFriction
    case .failure:
      evaluation <- .notUsedError
    }
  }
}
