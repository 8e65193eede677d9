import TrustInsights

let withdrawalContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// '.medium' is forgotten: it falls into '@unknown default', whose body does not report
// (it only logs), so the path of '.medium' (and of a future value) reaches the end unreported.
func reviewWithdrawal(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: withdrawalContext)  // expect: missing_consumption_report "reaches the end at line 27 after the '@unknown default' branch (taken by '.medium')"
  do {
    switch try evaluation.insight.outcome.get() {
    case .unknown:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .high:
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdWithdrawal()
    @unknown default:
      logUnrecognisedLevel()
    }
  } catch {
    evaluation.reportConsumption(.notUsedError)
  }
  // A 'case' that names what takes it ('case .high:') gets no "taken by": only a label that
  // does not name the value ('default', '@unknown default', 'case .success:') does.
}

func holdWithdrawal() {}
func logUnrecognisedLevel() {}
