import TrustInsights

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Step { case done, callBack }

// `where` clauses split the successes; the failure case forgets the report.
func changePhoneNumber(evaluator: InsightEvaluator, isNewDevice: Bool) async throws -> Step {
  let evaluation = try await evaluator.requestEvaluation(context: accountContext)  // expect: missing_consumption_report "returns at line 22 on the '.failure(let error)' branch"
  switch evaluation.insight.outcome {
  case .success(let level) where level == .high || isNewDevice:
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .callBack
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    return .done
  case .failure(let error):
    print("insight failed:", error)
    return .done
  }
}
