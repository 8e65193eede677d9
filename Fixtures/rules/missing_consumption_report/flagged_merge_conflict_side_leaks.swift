// A file staged mid-merge whose HEAD side forgot the `.failure` report that the incoming side
// has. Each side is analysed as an `#if` alternative, so the HEAD side's leak is found (and the
// two sides' reports are not taken for one path reporting twice).
import TrustInsights

final class AssistantBillPay {
  private let evaluator = InsightEvaluator()

  func pay(biller: String) async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "returns at line 33 when the 'if' at line 19 is false"
<<<<<<< HEAD
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    } else if case .success = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
=======
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
>>>>>>> main
    return true
  }
}
