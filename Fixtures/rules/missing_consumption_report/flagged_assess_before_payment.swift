// The walkthrough sample from "What Problem This Solves": `try …get()` can throw after the
// evaluation exists, and nothing reports it then.
import TrustInsights

func assessBeforePayment() async throws {
  let request = IsLikelyBeingCoachedInsight.request(schema: .version1)
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: request
  )
  let evaluator = InsightEvaluator()
  switch try await evaluator.authorizationStatus(for: context) {
  case .authorized:
    break
  case .notDetermined, .deniedRequestable:
    guard try await evaluator.requestAuthorization(for: context) == .authorized else {  // expect: authorization_prompt_in_sensitive_flow
      return
    }
  default:
    return
  }
  let assessment = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try assessment.insight.outcome.get()' can throw at line 23"
  switch try assessment.insight.outcome.get() {
  case .unknown:
    proceedWithPayment()  // expect: unknown_treated_as_approval
    assessment.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval
  case .medium:
    showVerificationStep()
    assessment.reportConsumption(.usedIncreasedFriction)
  case .high:
    showWarningAndDelay()
    assessment.reportConsumption(.usedIncreasedFriction)
  @unknown default:
    proceedWithPayment()  // expect: unknown_treated_as_approval
    assessment.reportConsumption(.notUsedError)
  }
}

func proceedWithPayment() {}
func showVerificationStep() {}
func showWarningAndDelay() {}
