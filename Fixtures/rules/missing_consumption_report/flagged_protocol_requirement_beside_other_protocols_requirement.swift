import TrustInsights

// `evaluator.requestEvaluation(…)` on `any CoachingEvaluating` (or `some`) whose only conformer
// is the framework's evaluator (`extension InsightEvaluator: CoachingEvaluating {}`) returns
// what that protocol's requirement declares: an evaluation, also when another protocol of the
// program declares a `requestEvaluation` returning the app's own type (probes-di f01, f04, f06).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

protocol CoachingEvaluating: Sendable {
  func requestEvaluation(context: InsightEvaluator.InsightContext) async throws -> CoachingEvaluation
}

extension InsightEvaluator: CoachingEvaluating {}

struct QuoteEvaluation { let spread: Double }

protocol QuoteEvaluating {
  func requestEvaluation(context: String) async throws -> QuoteEvaluation
}

final class PayModel {
  let evaluator: any CoachingEvaluating
  init(evaluator: any CoachingEvaluating) { self.evaluator = evaluator }

  func pay(amount: Int) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
    if amount > 5_000 { return false }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }

  func warm() async {
    _ = try? await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  }
}

func sendMoney(using evaluator: some CoachingEvaluating, amount: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  guard amount > 0 else { return }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
