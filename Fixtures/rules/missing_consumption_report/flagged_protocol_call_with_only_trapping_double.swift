import TrustInsights

// InsightEvaluator adopts the app's seam with no body in the program; the only conformer with
// a body is a DEBUG double that traps. The use case's call through the protocol may run the
// framework, so it makes an evaluation, and the medium branch leaves it unreported.

typealias CoachingContext = InsightEvaluator.InsightContext<IsLikelyBeingCoachedInsight>
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol InsightEvaluating {
  func requestEvaluation(context: CoachingContext) async throws -> CoachingEvaluation
}

extension InsightEvaluator: InsightEvaluating {}

#if DEBUG
  struct UITestingInsightEvaluator: InsightEvaluating {
    func requestEvaluation(context: CoachingContext) async throws -> CoachingEvaluation {
      fatalError("UI tests never evaluate")
    }
  }
#endif

struct BeneficiaryUseCase {
  let evaluator: any InsightEvaluating

  func addBeneficiary() async -> Bool {
    let context = CoachingContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try? await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    switch evaluation?.insight.outcome {
    case .success(.high)?:
      evaluation?.reportConsumption(.usedIncreasedFriction)
      return false
    case .success(.medium)?:
      return false
    case .some:
      evaluation?.reportConsumption(.usedUnchangedFriction)
      return true
    case nil:
      return true
    }
  }
}
