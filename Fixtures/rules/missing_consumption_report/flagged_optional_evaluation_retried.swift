import TrustInsights

// The retry overwrites an evaluation that was not reported: the first one is lost there.
// The one held after the retry is reported wherever it is not nil.

func retry(_ evaluator: InsightEvaluator, again: Bool) async {
  var evaluation = try? await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "it is overwritten at line 9 inside the 'if' at line 8"
  if again {
    evaluation = try? await evaluator.requestEvaluation(context: context)
  }
  guard let evaluation else { return }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

// Another name still holds the first evaluation: nothing is known of it at the `guard`.
func retryKeepingTheFirst(_ evaluator: InsightEvaluator, again: Bool) async {
  var evaluation = try? await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
  let first = evaluation
  if again {
    evaluation = try? await evaluator.requestEvaluation(context: context)
  }
  guard let evaluation else { return }
  evaluation.reportConsumption(.usedEvaluationOnly)
  print(first == nil)
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)
