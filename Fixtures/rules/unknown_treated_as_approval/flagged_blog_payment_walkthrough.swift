// "A minimal integration for a payment confirmation screen", as a blog post adapted it from
// the WWDC26 session: the status is checked, but the prompt is mid-payment, `.unknown`
// proceeds with reduced friction, and a throwing `get()` leaves without a report.
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
  let assessment = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
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
