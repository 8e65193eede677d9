import TrustInsights

let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum PayoutAudit {
  static func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

// The deferred helper is written above the fast path's report but runs after it, where the
// body ends: the message names that exit (and a note marks it).
func payout(fast: Bool, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payoutContext)
  defer { PayoutAudit.settle(evaluation) }  // expect: duplicate_consumption_report "again by 'settle' in the 'defer' at line 18, which runs at the end of the body at line 23," "already reported it at line 20"
  if fast {
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
  print("paid")
}
