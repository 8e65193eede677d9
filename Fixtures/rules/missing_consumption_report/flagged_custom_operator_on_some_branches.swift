// The custom reporting operator (`evaluation <- status`) is used on two branches, but the
// `.failure` branch neither reports nor hands the evaluation over: that path still leaks. Only
// the paths through the operator are its business; standard operators (`==`, `!==`) only read.
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
  private var last: InsightEvaluation<IsLikelyBeingCoachedInsight>?
  private(set) var requireCall = false

  func unfreeze() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'.failure' branch"
    switch evaluation.insight.outcome {
    case .success(.high):
      requireCall = true
      evaluation <- .usedIncreasedFriction
    case .success:
      evaluation <- .usedUnchangedFriction
    case .failure:
      requireCall = last !== evaluation
    }
  }
}
