import TrustInsights

struct PaymentFlow {
  let evaluator = InsightEvaluator()

  func run(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, amount: Int) {
    // Separates failure from the values: every value, `.unknown` included, passes this guard.
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    switch level {
    case .unknown where amount < 100:
      // A `where` on something else narrows nothing for later cases.
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks()
    case .unknown:
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks()
    case .medium, .high:
      evaluation.reportConsumption(.usedIncreasedFriction)
      addFriction()
    @unknown default:
      evaluation.reportConsumption(.notUsedError)
      runStandardChecks()
    }
    completeTransfer()
  }

  func prompt(_ level: IsLikelyBeingCoachedInsight.Value, context: InsightEvaluator.InsightContext) async {
    if level == .unknown {
      // `requestAuthorization` starts with `request`, not `authorize`.
      let status = try? await evaluator.authorizationStatus(for: context)
      let authorized = status == .authorized
      record(authorized)
      func approveLater() { completeTransfer() }
      logTrustInsightsDecision()
    }
  }

  func runStandardChecks() {}
  func addFriction() {}
  func completeTransfer() {}
  func record(_ flag: Bool) {}
  func logTrustInsightsDecision() {}
}

func caller() async {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  await PaymentFlow().prompt(.unknown, context: context)
}
