// A checkout (reduced from a probe) declares `var level: Value?` (nil until set), sets it with
// `level = try …outcome.get()` in a `do` whose `catch` reports `.notUsedError`, and reports the
// rest under `if let level`. Nothing else writes `level`, so it is non-nil exactly where `get()`
// succeeded (as for `let level = try? …get()`): the path through the `catch` never enters
// `if let level`, and no path misses or repeats a report. The `let` form is
// clean_level_let_set_in_do_and_catch.swift; the flagged neighbour is
// flagged_level_var_set_in_do_catch_without_report.swift.
import TrustInsights

struct Basket { let total: Decimal }

final class Checkout {
  private let evaluator = InsightEvaluator()
  private(set) var needsStepUp = false

  func pay(_ basket: Basket) async throws {
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
    if let level {
      needsStepUp = level == .high
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }
}
