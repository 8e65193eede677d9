// Apple's session sample without the do/catch: the handler's throw leaks the evaluation
// (missing_consumption_report), and the one constant report after the outcome test is still
// a blanket report for every path that makes it.
import TrustInsights

func handleAssessment(_ assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>) throws {
  switch try assessment.insight.outcome.get() {
  case .unknown: break
  case .medium: break
  case .high: break
  @unknown default: break
  }
}

func run(context: InsightEvaluator.InsightContext<IsLikelyBeingCoachedInsight>) async throws {
  let evaluator = InsightEvaluator()
  guard try await evaluator.authorizationStatus(for: context) == .authorized else { return }  // expect: evaluation_outside_sensitive_category
  let assessment = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report, evaluation_outside_sensitive_category
  try handleAssessment(assessment)
  assessment.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report
}
