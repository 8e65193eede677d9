import TrustInsights

// In a failure branch, 'let evaluation = evaluation' copies the tested holder: the name still
// holds the evaluation whose insight failed, so a 'used...' report of it is a mismatch
// (probes-dd h01, h04). Another value bound to the name is not (clean_name_rebound_in_failure_branch).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class BillPayRisk {
  let evaluator = InsightEvaluator()

  func pay() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return true
    case .failure:
      let evaluation = evaluation
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
      return true
    }
  }
}

final class StockSell {
  let evaluator = InsightEvaluator()
  var current: CoachingEvaluation?

  func sell() async {
    current = try? await evaluator.requestEvaluation(context: paymentContext)
    guard let evaluation = current else { return }
    current = nil
    guard case .success(let level) = evaluation.insight.outcome else {
      let evaluation = evaluation
      evaluation.reportConsumption(.usedEvaluationOnly)  // expect: consumption_value_mismatch
      return
    }
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}
