// A team reports through an infix operator of its own (`evaluation <- .usedIncreasedFriction`),
// declared in the program as a global function: `a <- b` is a call of that function, which
// reports its parameter on every path, so it is a consuming helper (RULES.md Report) and
// every branch reports. (An operator that some type also declares as a `static func`, or one
// with a closure operand, keeps its operands' old reading: handed over, no finding.)
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
