import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func evaluate() async -> CoachingEvaluation? {
  try? await InsightEvaluator().requestEvaluation(context: paymentContext)
}

func transfer(amount: Int) async -> Bool {
  // Started early; the seconds pass while the person reads the screen.
  let pending = Task { await evaluate() }
  let confirmed = await waitForConfirmation()
  guard let evaluation = await pending.value else { return confirmed }  // expect: missing_consumption_report "returns at line 20"
  if !confirmed {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

func transferClean(amount: Int) async -> Bool {
  let pending = Task.detached { () -> CoachingEvaluation? in
    let evaluation = try? await InsightEvaluator().requestEvaluation(context: paymentContext)
    return evaluation
  }
  let confirmed = await waitForConfirmation()
  let evaluation = await pending.value
  evaluation?.reportConsumption(confirmed ? .usedUnchangedFriction : .notUsedNotNeeded)
  return confirmed
}

func waitForConfirmation() async -> Bool { true }
