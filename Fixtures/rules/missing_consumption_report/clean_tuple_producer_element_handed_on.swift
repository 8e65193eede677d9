import FraudSDK
import TrustInsights

// Probe bu (t2): a tuple producer's value bound whole holds its evaluation in one element.
// `result.evaluation` (or `result.0`) is that evaluation wherever it goes: handed to a function
// outside the linted set, stored, returned or bound to another name and reported there.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class ReviewQueue {
  var kept: CoachingEvaluation?
}

struct PayoutGate {
  let evaluator = InsightEvaluator()

  func evaluate() async throws -> (evaluation: CoachingEvaluation, isHigh: Bool) {
    let evaluation = try await evaluator.requestEvaluation(context: payoutContext)
    if case .success(.high) = evaluation.insight.outcome { return (evaluation, true) }
    return (evaluation, false)
  }

  func handToSDK() async throws {
    let result = try await evaluate()
    FraudSignals.attach(result.evaluation)
  }

  func keep(in queue: ReviewQueue) async throws {
    let result = try await evaluate()
    queue.kept = result.evaluation
  }

  func passUp() async throws -> CoachingEvaluation {
    let result = try await evaluate()
    return result.0
  }

  func rename() async throws -> Bool {
    let result = try await evaluate()
    let evaluation = result.evaluation
    evaluation.reportConsumption(result.isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !result.isHigh
  }
}
