// The app's callback-era overload of the evaluator's method, declared in an extension: it
// returns nothing and hands the evaluation to its completion handler. A call that passes a
// closure cannot be the framework's `requestEvaluation(context:)` (it takes none): it runs the
// overload, so the statement discards no evaluation; the handler reports it. Bridged back with
// a continuation, the wrapper is a producer and its caller reports.
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

extension InsightEvaluator {
  func requestEvaluation(
    context: InsightContext, completion: @escaping (Result<CoachingEvaluation, Error>) -> Void
  ) {
    Task {
      do {
        completion(.success(try await self.requestEvaluation(context: context)))
      } catch {
        completion(.failure(error))
      }
    }
  }
}

final class LegacyTransferScreen {
  let evaluator = InsightEvaluator()
  func submit() {}
  func showPause() {}

  func sendTapped() {
    evaluator.requestEvaluation(context: transferContext) { result in
      switch result {
      case .success(let evaluation):
        let high = (try? evaluation.insight.outcome.get()) == .high
        evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
        if high { self.showPause() } else { self.submit() }
      case .failure:
        self.submit()
      }
    }
  }

  func sendWithLabel() {
    evaluator.requestEvaluation(
      context: transferContext,
      completion: { result in
        if case .success(let evaluation) = result { evaluation.reportConsumption(.usedEvaluationOnly) }
      })
  }

  func bridged() async throws -> CoachingEvaluation {
    try await withCheckedThrowingContinuation { continuation in
      evaluator.requestEvaluation(context: transferContext) { continuation.resume(with: $0) }
    }
  }

  func sendAsync() async throws {
    let evaluation = try await bridged()
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  // Without a closure it is the framework's method: its evaluation is owed here.
  func prefetch() async throws {
    _ = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report
  }
}
