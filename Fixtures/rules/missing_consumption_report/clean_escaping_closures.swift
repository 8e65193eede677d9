import Dispatch
import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Closures that outlive the call take the evaluation over: whatever they do with it is
// their business, even when they forget it.
final class TransferScreen: @unchecked Sendable {
  let evaluator = InsightEvaluator()
  var onDecision: ((Bool) -> Void)?

  func render(_ held: Bool) {}

  func reviewOnMain() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    DispatchQueue.main.async {
      // (A status computed from the outcome: one constant here would be a blanket report, which
      // the holder's body is judged for, blanket_consumption_report/flagged_escaping_closure_holder.)
      let high = (try? evaluation.insight.outcome.get()) == .high
      self.render(high)
      evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }

  func reviewLater() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      if case .success(.high) = evaluation.insight.outcome {
        self.render(true)
      }
    }
  }

  func reviewDetached() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    Task.detached {
      _ = evaluation
    }
  }

  func reviewWithHandler() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    onDecision = { accepted in
      evaluation.reportConsumption(accepted ? .usedIncreasedFriction : .notUsedNotNeeded)
    }
  }
}
