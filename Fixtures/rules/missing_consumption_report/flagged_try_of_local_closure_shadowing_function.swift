import TrustInsights

// A parameter or local of the callee's name shadows the program's non-throwing function:
// 'try settle()' runs the throwing closure (probes-dq t07; missed before).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func settle() {}

func wire(_ evaluator: InsightEvaluator, remote: @escaping () throws -> Void) async throws {
  let settle: () throws -> Void = remote
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  try settle()
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func wireParameter(_ evaluator: InsightEvaluator, settle: () throws -> Void) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  try settle()
  evaluation.reportConsumption(.usedEvaluationOnly)
}
