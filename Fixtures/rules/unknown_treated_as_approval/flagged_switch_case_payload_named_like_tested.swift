import TrustInsights

// A 'case .confirm(let evaluation):' payload named like a tested evaluation is another one:
// past the outer guard's known level, its own '.unknown' still takes the 'else' (probes-dd
// a14). Where the case ends the outer narrowing comes back: 'completePurchase()' after the
// switch in CheckoutFlowRestored is reached by a known level only (a13).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum Step { case confirm(CoachingEvaluation), cancel }

final class CheckoutFlow {
  let evaluator = InsightEvaluator()
  func completePurchase() {}
  func holdForReview() {}

  func checkout(_ step: Step) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
    guard case .success(let level) = evaluation.insight.outcome, level != .unknown else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      holdForReview()
      return
    }
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    switch step {
    case .confirm(let evaluation):
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
        completePurchase()  // expect: unknown_treated_as_approval
      }
    case .cancel:
      break
    }
  }
}

final class CheckoutFlowRestored {
  let evaluator = InsightEvaluator()
  func completePurchase() {}
  func holdForReview() {}

  func checkout(_ step: Step) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
    guard case .success(let level) = evaluation.insight.outcome, level != .unknown else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      holdForReview()
      return
    }
    switch step {
    case .confirm(let evaluation):
      evaluation.reportConsumption(.usedEvaluationOnly)
    case .cancel:
      break
    }
    if level == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdForReview()
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      completePurchase()
    }
  }
}
