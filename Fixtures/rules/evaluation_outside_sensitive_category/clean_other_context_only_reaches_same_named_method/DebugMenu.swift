import TrustInsights

// The '.other' context only reaches PolicyPreview.evaluate(_:); the payment context is the
// one the evaluator receives (through TrustService.evaluate). Same base name, different
// functions: the '.other' token flows into no evaluator call, like an unused context.
struct DebugMenu {
    let trust = TrustService()
    let preview = PolicyPreview()

    func showPreview() -> String {
        let sample = InsightEvaluator.InsightContext(
            operationCategory: .other,
            requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
        return preview.evaluate(sample)
    }

    func checkPayment() async throws {
        let payment = InsightEvaluator.InsightContext(
            operationCategory: .payment,
            requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
        let evaluation = try await trust.evaluate(payment)
        evaluation.reportConsumption(.usedEvaluationOnly)
    }
}
