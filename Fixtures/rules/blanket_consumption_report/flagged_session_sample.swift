// Apple's WWDC26 session sample (top-level code): the outcome is tested in
// `handleAssessment`, then one constant report covers every outcome and the failure path.
import TrustInsights

let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
let context = InsightEvaluator.InsightContext(operationCategory: .resourceUse,
                                              requestedEvaluations: request)

let evaluator = InsightEvaluator()
guard try await evaluator.requestAuthorization(for: context) == .authorized else { return }  // expect: authorization_prompt_in_sensitive_flow, authorization_requested_without_status_check

let assessment = try await evaluator.requestEvaluation(context: context)
do {
    try handleAssessment(assessment)
} catch {
    // Handle error
}

assessment.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report

func handleAssessment(_ assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>) throws {
    switch try assessment.insight.outcome.get() {
    case .unknown:
        // The system has no evidence of fraud risk
        // But this should not be interpreted as low risk
        break
    case .medium:
        // There is some evidence of coached-action risk
        // Consider adding friction, extra verification, or risk score adjustment
        break
    case .high:
        // There is significant evidence of coached-action risk
        // Inform the user about the risk before they continue
        break
    @unknown default:
        break
    }
}
