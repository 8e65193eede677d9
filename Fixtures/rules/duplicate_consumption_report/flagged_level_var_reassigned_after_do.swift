// The neighbour of clean_level_var_set_in_do_tested_not_nil.swift: `level` is written again,
// so it no longer stands for the outcome. The `catch` reports `.notUsedError` and falls back
// to the last known level, which `if let level` then reports a second time; and an `.unknown`
// level is cleared, so a successful evaluation with `.unknown` reaches the end unreported.
import TrustInsights

final class Transfers {
  private let evaluator = InsightEvaluator()
  var lastKnownLevel: IsLikelyBeingCoachedInsight.Value?

  func send() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "reaches the end at line 27 when the 'if' at line 24 is false"
    var level: IsLikelyBeingCoachedInsight.Value?
    do {
      level = try evaluation.insight.outcome.get()
    } catch {
      evaluation.reportConsumption(.notUsedError)
      level = lastKnownLevel
    }
    if level == .unknown { level = nil }
    if let level {
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)  // expect: duplicate_consumption_report "already reported it at line 20"
    }
  }
}
