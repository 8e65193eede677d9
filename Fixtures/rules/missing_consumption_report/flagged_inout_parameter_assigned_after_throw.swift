// Probe aq p206/p207: until it is assigned to the `inout` parameter the evaluation is this
// function's; a `try` that throws before the hand-off leaks it. A local of the same kind is no
// hand-off.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger { func reserve() async throws }

func refresh(_ slot: inout CoachingEvaluation?, evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)  // expect: missing_consumption_report "can throw at line 17"
  try await ledger.reserve()
  slot = evaluation
}

func refreshLocal(evaluator: InsightEvaluator) async throws {
  var slot: CoachingEvaluation? = nil
  slot = try await evaluator.requestEvaluation(context: paymentContext)  // expect: missing_consumption_report
  print(slot == nil)
}
