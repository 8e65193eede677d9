// The outcome is read by a computed property of the evaluation type whose value the view
// model keeps; one constant report follows, whatever the property said.
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
    evaluation.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report
  }
}
