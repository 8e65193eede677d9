// The app adopts its dependency-injection protocol on the framework's evaluator
// (`extension InsightEvaluator: TrustEvaluating {}`), so a `requestEvaluation` call on a value of
// the protocol type may run the framework's method: the context it receives is checked
// (probes-es p35).
import TrustInsights

extension InsightEvaluator.InsightContext {
  static let wireTransfer = InsightEvaluator.InsightContext(
    operationCategory: .transfer, // expect: evaluation_outside_sensitive_category
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
}

protocol TrustEvaluating {
  func requestEvaluation(context: InsightEvaluator.InsightContext) async throws
    -> InsightEvaluation<IsLikelyBeingCoachedInsight>
}

extension InsightEvaluator: TrustEvaluating {}
