import TrustInsights

// 'trust.evaluate' is the producer; 'calculator.evaluate' is the app's own function.
// The second declaration must not hide the first.
struct TransferFlow {
    let trust = TrustService()
    let calculator = FeeCalculator()
    let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

    func fee(for formula: String) async throws -> Double {
        let fee = try await calculator.evaluate(formula)
        if fee > 10 { return 10 }
        return fee
    }

    func review(formula: String) async throws {
        let evaluation = try await trust.evaluate(context)  // expect: missing_consumption_report "line 20"
        let fee = try await calculator.evaluate(formula)
        evaluation.reportConsumption(fee > 100 ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
}
