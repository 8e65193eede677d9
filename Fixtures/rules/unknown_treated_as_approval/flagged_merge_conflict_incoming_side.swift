// A merge conflict inside the `.unknown` branch: HEAD keeps the standard checks, the incoming
// side reports `.usedReducedFriction` and fast-tracks. Either side may be committed, so the
// incoming side is checked like an `#if` clause and its approval is found; the two sides' reports
// are alternatives, not a duplicate.
import TrustInsights

final class TransferOutFlow {
  private let evaluator = InsightEvaluator()

  func start(accountNumber: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.unknown):
<<<<<<< HEAD
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks()
=======
      evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval "usedReducedFriction"
      fastTrack()
>>>>>>> growth/faster-acats
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
      runStandardChecks()
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      runStandardChecks()
    }
  }

  func runStandardChecks() {}
  func fastTrack() {}
}
