import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Feedback {
  static func markUsed(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

// The outcome is tested through a constant copy (`let checked = evaluation`, one object) and
// the failure branch reports the original, or hands it to a helper that always says `used…`:
// the failed insight is reported as used (probes-dc e20). A name bound again and then tested
// again in the same condition (`if let e = …, case .failure = e.insight.outcome`) is judged as
// that new value.
func pay(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
  let checked = evaluation
  switch checked.insight.outcome {
  case .failure:
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    return true
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}

func payThroughHelper(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
  let checked = evaluation
  if case .failure = checked.insight.outcome {
    Feedback.markUsed(evaluation)  // expect: consumption_value_mismatch
    return true
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}

func judgePrefetched(_ prefetched: CoachingEvaluation?) -> Bool {
  if let evaluation = prefetched, case .failure = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: consumption_value_mismatch
    return true
  }
  prefetched?.reportConsumption(.usedEvaluationOnly)
  return true
}
