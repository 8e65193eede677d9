// A brokerage app publishes evaluations on a passthrough subject; the screens that subscribe
// report them on some paths only (a hidden screen drops the evaluation).
import Combine
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum BusError: Error { case offline }

final class EvaluationBus {
  static let shared = EvaluationBus()
  let evaluations = PassthroughSubject<CoachingEvaluation, Never>()
  var failing: PassthroughSubject<CoachingEvaluation, BusError> = PassthroughSubject()
  private let evaluator = InsightEvaluator()

  func evaluatePayment() {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    Task {
      guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
      evaluations.send(evaluation)
    }
  }
}
