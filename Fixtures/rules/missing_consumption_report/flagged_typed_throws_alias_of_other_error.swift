import TrustInsights

// An alias of another error type is not the caught type: the 'try' can leave the 'do'.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum WalletError: Error { case declined }
enum NetworkError: Error { case offline }
typealias CardFailure = NetworkError

func charge() throws(CardFailure) {}

func pay(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  do {
    try charge()
  } catch let e as WalletError {
    print(e)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
