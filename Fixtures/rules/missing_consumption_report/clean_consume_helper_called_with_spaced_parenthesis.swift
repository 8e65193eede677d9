import TrustInsights

// An app helper named `consume(_:)` reports its parameter on every path. `consume (evaluation)`
// with a space before the parenthesis still calls it (swiftc and SwiftParser read the ownership
// operator `consume` only before a name or `self`), so the caller owes nothing; so does
// `copy (evaluation)` for a helper named `copy(_:)`.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func consume(_ evaluation: CoachingEvaluation) {
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func copy(_ evaluation: CoachingEvaluation) {
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func spacedConsume(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  consume (evaluation)
}

func spacedCopy(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  copy (evaluation)
}
