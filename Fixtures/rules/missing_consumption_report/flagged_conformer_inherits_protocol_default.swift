import TrustInsights

// A concrete conformer that declares no `handle` runs the default of the protocol's extension,
// not the requirement (which has no body). Here that default never reports on the success
// paths, so the caller owes the report. Before, the bodiless requirement was a candidate of
// `handler.handle(evaluation)` and the call counted as a hand-off: no finding (probes-ay p45).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol EvaluationHandling {
  func handle(_ evaluation: CoachingEvaluation) async
}

extension EvaluationHandling {
  func handle(_ evaluation: CoachingEvaluation) async {
    if case .failure = evaluation.insight.outcome { return }
  }
}

struct PayeeHandler: EvaluationHandling {}

struct AddPayee {
  let evaluator = InsightEvaluator()
  let handler = PayeeHandler()

  func add() async throws {
    let evaluation = try await evaluator.requestEvaluation(  // expect: missing_consumption_report "never reported"
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    await handler.handle(evaluation)
  }
}
