import TrustInsights

// The integration shown in a blog post: `.unknown` approves the payment and reports reduced friction.
func assessBeforePayment() async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  let evaluator = InsightEvaluator()
  let assessment = try await evaluator.requestEvaluation(context: context)
  do {
    switch try assessment.insight.outcome.get() {
    case .unknown:
      proceedWithPayment()  // expect: unknown_treated_as_approval "'.unknown' leads to 'proceedWithPayment()'"
      assessment.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval
    case .medium:
      showVerificationStep()
      assessment.reportConsumption(.usedIncreasedFriction)
    case .high:
      showWarningAndDelay()
      assessment.reportConsumption(.usedIncreasedFriction)
    @unknown default:
      approveTransfer(amount: 100)  // expect: unknown_treated_as_approval "@unknown default"
      assessment.reportConsumption(.notUsedError)
    }
  } catch {
    assessment.reportConsumption(.notUsedError)
  }
}

func proceedWithPayment() {}
func showVerificationStep() {}
func showWarningAndDelay() {}
func approveTransfer(amount: Int) {}
