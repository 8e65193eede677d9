// `Payments.Flow.run()` hands its evaluation to its own `decide(_:)`, which reports on every
// path. An unrelated `Audit.Flow` (and its subclass `Audit.Logging`) declares a `decide(_:)`
// that only logs: the bare call runs neither, so nothing is owed (probes-es p49).
import TrustInsights

typealias Eval = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Payments {
  class Flow {
    func decide(_ evaluation: Eval) {
      switch evaluation.insight.outcome {
      case .success(.high), .success(.medium):
        evaluation.reportConsumption(.usedIncreasedFriction)
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
      }
    }

    func run() async throws {
      let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
      decide(evaluation)
    }
  }
}
