// A payee check declares `var level: Value? = nil`, sets it by `try …outcome.get()` in a `do`
// whose `catch` reports `.notUsedError` and sets it back to nil, then leaves early with
// `guard let level else { return … }`. Those are the only writes, so `level` is nil exactly
// where `get()` threw and the `catch` already reported: the early return owes nothing, and the
// code after the `guard` reports once. (Same as clean_level_var_set_in_do.swift, `guard` form.)
import TrustInsights

enum PayeeCheck { case proceed, coolOff }

func checkPayee(using evaluator: InsightEvaluator) async throws -> PayeeCheck {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  var level: IsLikelyBeingCoachedInsight.Value? = nil
  do {
    level = try evaluation.insight.outcome.get()
  } catch {
    evaluation.reportConsumption(.notUsedError)
    level = nil
  }
  guard let level else { return .proceed }
  if level == .high || level == .medium {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .coolOff
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return .proceed
}
