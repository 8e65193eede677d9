// A tuple literal holding the outcome, kept in a local constant (`let key = (outcome, big)`)
// or taken apart by a tuple pattern (`let (outcome, big) = (…)`), is read as the literal
// itself: `switch key` has the same case space as `switch (outcome, big)`, and `outcome` is
// the outcome (probes-cq p189, p190).
import TrustInsights

let advanceContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class FuelAdvance {
  let evaluator = InsightEvaluator()
  func approveAdvance() {}
  func runStandardChecks() {}

  func advance(cents: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: advanceContext)
    let key = (evaluation.insight.outcome, cents > 20_000)
    switch key {
    case (.success(.high), _):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case (.success(.unknown), false):
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveAdvance()  // expect: unknown_treated_as_approval
    case (.failure, _):
      evaluation.reportConsumption(.notUsedError)
    case (.success, _):
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks()
    }
  }

  func advanceSmall(cents: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: advanceContext)
    let (outcome, isLarge) = (evaluation.insight.outcome, cents > 20_000)
    switch outcome {
    case .success(.unknown) where !isLarge:
      evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks()
    }
  }

  func advanceKnown(cents: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: advanceContext)
    let key = (evaluation.insight.outcome, cents)
    if case (.success(.high), _) = key {
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else if case (.failure, _) = key {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveAdvance()  // expect: unknown_treated_as_approval
    }
  }
}
