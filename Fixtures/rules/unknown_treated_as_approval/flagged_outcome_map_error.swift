// `evaluation.insight.outcome.mapError { … }` has the outcome's successes and fails where the
// insight failed: a `switch` on it is an outcome test, so `.success(.unknown)` leading to an
// approval and a `used…` report on `.failure` are found there too (probes-cq p191).
import TrustInsights

enum AppError: Error { case trust(InsightError) }

let payrollContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class PayrollAdvance {
  let evaluator = InsightEvaluator()
  func approveAdvance() {}

  func advance() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payrollContext)
    let result = evaluation.insight.outcome.mapError { AppError.trust($0) }
    switch result {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveAdvance()  // expect: unknown_treated_as_approval
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    }
  }
}
