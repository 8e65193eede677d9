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
    guard try await evaluator.requestAuthorization(for: context) == .authorized else {
      return
    }
  default:
    return
  }
  let assessment = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try assessment.insight.outcome.get()' can throw at line 23"
  switch try assessment.insight.outcome.get() {
  case .unknown:
    proceedWithPayment()
    assessment.reportConsumption(.usedReducedFriction)
  case .medium:
    showVerificationStep()
    assessment.reportConsumption(.usedIncreasedFriction)
  case .high:
    showWarningAndDelay()
    assessment.reportConsumption(.usedIncreasedFriction)
  @unknown default:
    proceedWithPayment()
    assessment.reportConsumption(.notUsedError)
  }
}

func proceedWithPayment() {}
func showVerificationStep() {}
func showWarningAndDelay() {}
