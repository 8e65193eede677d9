// An evaluation passed to a function of the program written inside an interpolation is handed
// to it, as anywhere else: `summary(_:)` only describes it, so the caller still owes the report.
import TrustInsights

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func summary(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> String {
  "\(evaluation.insight.outcome)"
}

func confirmTransfer(_ evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "never reported: returns at line 16"
  return "transfer checked: \(summary(evaluation))"
}

func confirmPayee(_ evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "never reported"
  return "payee checked: \( summary( of: evaluation ) )"
}

func summary(of evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> String {
  String(describing: evaluation.insight.outcome)
}
