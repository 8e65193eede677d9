import TrustInsights

// Completion handlers named with type aliases, as UIKit-era code writes them: the closure
// given for `EvaluationCompletion` holds the evaluation on success, and one given for the
// non-escaping `EvaluationHandler` runs in place with the caller's evaluation.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias EvaluationCompletion = (Result<CoachingEvaluation, Error>) -> Void
typealias EvaluationHandler = (CoachingEvaluation) -> Void

let cardContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func evaluateCardPayment(completion: @escaping EvaluationCompletion) {
  Task {
    do {
      completion(.success(try await InsightEvaluator().requestEvaluation(context: cardContext)))
    } catch {
      completion(.failure(error))
    }
  }
}

func payByCard() {
  evaluateCardPayment { result in  // expect: missing_consumption_report "when the 'if' at line 28 is false"
    guard case .success(let evaluation) = result else { return }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }
}

func withCardEvaluation(_ evaluation: CoachingEvaluation, body: EvaluationHandler) { body(evaluation) }

func settleCard(_ evaluation: CoachingEvaluation, isRetry: Bool) {  // expect: missing_consumption_report "reaches the end at line 41 after the 'if' at line 38"
  withCardEvaluation(evaluation) { handed in
    if isRetry { return }
    handed.reportConsumption(.usedUnchangedFriction)
  }
}
