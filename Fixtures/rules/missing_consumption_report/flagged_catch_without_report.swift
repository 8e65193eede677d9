import TrustInsights

let exportContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum ExportDecision { case export, delay }

func decideExport(using evaluator: InsightEvaluator) async -> ExportDecision {
  guard let evaluation = try? await evaluator.requestEvaluation(context: exportContext) else {  // expect: missing_consumption_report "the 'catch' at line 23 returns without a report when 'try evaluation.insight.outcome.get()' at line 15 throws"
    return .export
  }
  do {
    switch try evaluation.insight.outcome.get() {
    case .high, .medium:
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .delay
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return .export
    }
  } catch {
    return .export
  }
}
