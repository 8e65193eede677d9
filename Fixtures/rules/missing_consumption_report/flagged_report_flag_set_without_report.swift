// A `reported` flag is followed path by path: a branch that sets it but forgot its own report
// leaves the evaluation unreported there, and the `defer` that reports what no branch did is
// skipped on that path because the flag says "reported".
import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class TransferScreen {
  var showsCallWarning = false

  func pay(evaluator: InsightEvaluator) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 23"
    var reported = false
    defer {
      if !reported { evaluation.reportConsumption(.notUsedError) }
    }
    if case .success(.high) = evaluation.insight.outcome {
      showsCallWarning = true
      reported = true
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    reported = true
    return true
  }

  func review(evaluator: InsightEvaluator, amount: Int) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 44"
    var handled = false
    switch evaluation.insight.outcome {
    case .success(.high):
      showsCallWarning = true
      handled = true
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      handled = true
    default:
      break
    }
    if handled == false { evaluation.reportConsumption(.usedUnchangedFriction) }
    return true
  }
}
