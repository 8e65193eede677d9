import TrustInsights

// A bodyless protocol requirement is declared in the linted set, so passing the evaluation
// to it is not an escape; no implementation reports, so the obligation stays here.
struct TransferFlow {
    let evaluator = InsightEvaluator()
    let audit: AuditLogging
    let console = ConsoleAudit()
    let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

    func reviewThroughProtocol() async throws {
        let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
        audit.log(evaluation)
    }

    func reviewThroughConcreteType() async throws {
        let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
        console.log(evaluation)
    }
}
