// `var level: Value?` set only by `level = try …outcome.get()` in a `do` whose `catch` reports
// `.notUsedError`, then tested with `level != nil`: nil exactly where `get()` threw, so the
// report under the test never follows the one in the `catch`. The flagged neighbour, where
// other writes break that, is flagged_level_var_reassigned_after_do.swift.
import TrustInsights

final class CardLimits {
  private let evaluator = InsightEvaluator()
  var holdForReview = false

  func raiseLimit() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    var level: IsLikelyBeingCoachedInsight.Value?
    do {
      level = try evaluation.insight.outcome.get()
    } catch {
      evaluation.reportConsumption(.notUsedError)
    }
    if level != nil {
      holdForReview = level == .high
      evaluation.reportConsumption(holdForReview ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }
}
