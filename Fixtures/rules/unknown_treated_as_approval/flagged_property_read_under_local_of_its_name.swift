import TrustInsights

// 'if let evaluation = self.evaluation' where the tested 'evaluation' is a local (it hides the
// stored property of that name): the property holds another evaluation, whose '.unknown' the
// outer guard never excluded, so it still takes the 'else' (probes-dd a11). Where no local of
// that name exists, 'self.evaluation' is the tested holder itself (7234848).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class InvestmentTransfer {
  let evaluator = InsightEvaluator()
  var evaluation: CoachingEvaluation?
  func approveTransfer() {}
  func holdForReview() {}

  func prefetch() async { evaluation = try? await evaluator.requestEvaluation(context: paymentContext) }

  func transfer() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
    guard case .success(let level) = evaluation.insight.outcome, level != .unknown else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      return
    }
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    if let evaluation = self.evaluation {
      self.evaluation = nil
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        holdForReview()
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
        approveTransfer()  // expect: unknown_treated_as_approval
      }
    }
  }
}
