// `MainActor.assumeIsolated { … }` runs its closure synchronously before it returns (probes-ee
// f47, f77, c76): the closure is part of the caller's paths, as `MainActor.run`'s is, not an
// escape that takes the evaluation over.
import TrustInsights

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@MainActor final class Toast {
  var visible = false
  func show() {}
}

// The closure's early return leaves without a report.
func pay(evaluator: InsightEvaluator, toast: Toast) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)  // expect: missing_consumption_report "after the 'else' of the 'guard' at line 20"
  MainActor.assumeIsolated {
    guard toast.visible else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

// A closure that cannot throw: `try` on the call (which only rethrows) is no exit.
func payQuietly(evaluator: InsightEvaluator, toast: Toast) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
  try MainActor.assumeIsolated {
    toast.show()
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
