import TrustInsights

// 'reporter.settle(evaluation)' reports; 'ledger.settle(_:)' cannot even take an
// evaluation, so it must not make the first call unknown.
struct PayoutFlow {
    let evaluator = InsightEvaluator()
    let reporter = EvaluationReporter()
    let ledger = Ledger()
    let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

    func payout(reference: String) async throws {
        let evaluation = try await evaluator.requestEvaluation(context: context)
        reporter.settle(evaluation)
        ledger.settle(reference)
        evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
    }
}
