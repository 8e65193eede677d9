// The property's value decides the report, or the report is the honest '.usedEvaluationOnly';
// a property that only describes the outcome decides nothing.
import TrustInsights

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  var isHighRisk: Bool {
    if case .success(.high) = insight.outcome { return true }
    return false
  }
}

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@MainActor
final class TransferViewModel {
  let evaluator = InsightEvaluator()
  var showsWarning = false

  func review() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    showsWarning = evaluation.isHighRisk
    evaluation.reportConsumption(showsWarning ? .usedIncreasedFriction : .usedUnchangedFriction)
  }

  func shadowReview() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    showsWarning = evaluation.isHighRisk
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  var outcomeLabel: String { "\(insight.outcome)" }
}

func audit(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> String {
  let label = evaluation.outcomeLabel
  evaluation.reportConsumption(.usedUnchangedFriction)
  return label
}
