// A new-payee flow (reduced from a probe) reads the level with `do { level = try …get() }` and,
// in the `catch`, reports `.notUsedError` and sets `level = nil`; the branches under
// `if let level` report the rest. `level` is a `let` assigned once per path, so it is non-nil
// exactly where `get()` succeeded (the same as `let level = try? …get()`): the path through the
// `catch` never enters `if let level`, and no path misses or repeats a report.
// The flagged neighbour is flagged_level_let_set_in_do_and_catch.swift.
import TrustInsights

struct Payee { let account: String }

final class NewPayeeFlow {
  private let evaluator = InsightEvaluator()
  var coolingOff: Set<String> = []

  func confirmationOfPayee(_ payee: Payee) async throws -> Bool { true }

  func add(_ payee: Payee) async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let level: IsLikelyBeingCoachedInsight.Value?
    do {
      level = try evaluation.insight.outcome.get()
    } catch {
      evaluation.reportConsumption(.notUsedError)
      level = nil
    }
    if let level {
      switch level {
      case .high, .medium:
        evaluation.reportConsumption(.usedIncreasedFriction)
        coolingOff.insert(payee.account)
        return false
      default:
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
    return try await confirmationOfPayee(payee)
  }
}
