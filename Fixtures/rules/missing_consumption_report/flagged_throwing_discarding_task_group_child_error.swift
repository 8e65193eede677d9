import TrustInsights

// `withThrowingDiscardingTaskGroup` throws what its child tasks throw: a failed
// `group.addTask { try … }` fails the group, though the group's own body has no `try`. The
// error leaves the function before the report. (A throwing task group that is not discarding
// drops the errors of children nobody awaits: clean_throwing_task_group_unawaited_children.)

let walletContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Wallet { func topUp(_ cents: Int) async throws {} }

func topUpAll(_ evaluator: InsightEvaluator, wallet: Wallet, amounts: [Int]) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)  // expect: missing_consumption_report "can throw at line 15"
  try await withThrowingDiscardingTaskGroup { group in
    for a in amounts { group.addTask { try await wallet.topUp(a) } }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
