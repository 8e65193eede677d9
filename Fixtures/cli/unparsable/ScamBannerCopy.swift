import TrustInsights

/// A file mid-edit: the banner copy's multi-line string is not closed yet, so everything after
/// it, the report included, is string text. The finding below is what the tokens say; the run
/// also prints a note naming line 15, where the file stops being Swift.
@available(iOS 27.0, *)
struct ScamBanner {
  let evaluator = InsightEvaluator()

  func show() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    let copy = """
      Someone may be telling you what to do right now.
    if case .success(.high) = evaluation.insight.outcome {
      print(copy)
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}
