// Dispatch's and UIKit's synchronous forms run their block once before returning, so what the
// block reports is on the caller's path: a report on one branch leaves the other branch owing, and
// a second report after the block is a duplicate (duplicate_consumption_report).
import Foundation
import TrustInsights
import UIKit

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class SyncClosures: UIViewController {
  let evaluator = InsightEvaluator()
  let queue = DispatchQueue(label: "ledger")

  func withoutAnimation() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report
    UIView.performWithoutAnimation {
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
      }
    }
  }

  func barrierSync() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    queue.sync(flags: .barrier) {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  }

  func asyncAndWait() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    DispatchQueue.main.asyncAndWait {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  }
}
