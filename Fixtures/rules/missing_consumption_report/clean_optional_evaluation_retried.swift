import TrustInsights

// An optional evaluation asked for again when the first was nil (or reported as failed):
// after the retry the variable holds one of the two, and `guard let` / `if let` on it owes
// nothing where it is nil. The first one is judged where it is overwritten.

func retryWhenNil(_ evaluator: InsightEvaluator) async {
  var evaluation = try? await evaluator.requestEvaluation(context: context)
  if evaluation == nil {
    evaluation = try? await evaluator.requestEvaluation(context: context)
  }
  guard let evaluation else { return }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func retryAfterReport(_ evaluator: InsightEvaluator, retry: Bool) async {
  var evaluation = try? await evaluator.requestEvaluation(context: context)
  if retry {
    evaluation?.reportConsumption(.notUsedError)
    evaluation = try? await evaluator.requestEvaluation(context: context)
  }
  if let evaluation {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)
