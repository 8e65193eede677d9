import TrustInsights

let signingContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func signAll(_ batches: [[String]], evaluator: InsightEvaluator) async throws -> Int {
  var signed = 0
  batches: for batch in batches {
    let evaluation = try await evaluator.requestEvaluation(context: signingContext)  // expect: missing_consumption_report "'break batches' at line 14"
    for document in batch {
      if document.isEmpty {
        break batches
      }
      signed += 1
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
  return signed
}
