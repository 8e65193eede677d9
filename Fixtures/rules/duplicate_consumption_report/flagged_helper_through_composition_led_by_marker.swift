// `any Sendable & Auditing` is some `Auditing`: the marker protocol written first says nothing
// about which `record(_:)` runs. `Auditor.record(_:)` reports its parameter, so the report
// after it is the second on that path.
import TrustInsights

typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol Auditing {
  func record(_ evaluation: Evaluation)
}

final class Auditor: Auditing {
  func record(_ evaluation: Evaluation) { evaluation.reportConsumption(.usedEvaluationOnly) }
}

func finish(auditor: any Sendable & Auditing) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  auditor.record(evaluation)
  evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
}
