import TrustInsights

let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
let context = InsightEvaluator.InsightContext(operationCategory: .resourceUse, requestedEvaluations: request)

let evaluator = InsightEvaluator()
guard try await evaluator.authorizationStatus(for: context) != .denied else { exit(0) }
guard try await evaluator.requestAuthorization(for: context) == .authorized else { exit(0) }  // expect: authorization_prompt_in_sensitive_flow "line 10"

let assessment = try await evaluator.requestEvaluation(context: context)
assessment.reportConsumption(.usedEvaluationOnly)
