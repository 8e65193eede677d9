import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// Methods of local types that report the evaluation count as the report; a local producer's
// evaluation is reported by its caller.
func payee(evaluator: InsightEvaluator) async throws {
  struct Reporter {
    func finish(_ evaluation: CoachingEvaluation) { evaluation.reportConsumption(.usedUnchangedFriction) }
  }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  Reporter().finish(evaluation)
}

func freezeCard(evaluator: InsightEvaluator) async throws {
  enum Audit {
    static func record(_ evaluation: CoachingEvaluation, frozen: Bool) {
      evaluation.reportConsumption(frozen ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  Audit.record(evaluation, frozen: true)
}

func chat(evaluator: InsightEvaluator) async {
  struct Fetcher {
    let evaluator: InsightEvaluator
    func fetch() async -> CoachingEvaluation? {
      try? await evaluator.requestEvaluation(context: payContext)
    }
  }
  guard let evaluation = await Fetcher(evaluator: evaluator).fetch() else { return }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
