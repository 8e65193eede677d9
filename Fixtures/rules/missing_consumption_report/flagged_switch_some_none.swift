import TrustInsights

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Gate { case open, callBack }

// `.none` is a failed insight inside an evaluation that came back: it is owed a report too.
final class DeviceEnrollment {
  let evaluator = InsightEvaluator()

  func gate() async -> Gate {
    guard let evaluation = try? await evaluator.requestEvaluation(context: accountContext) else { return .open }  // expect: missing_consumption_report "returns at line 25 on the '.none' branch"
    let level = try? evaluation.insight.outcome.get()
    switch level {
    case .some(.high), .some(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .callBack
    case .some:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return .open
    case .none:
      return .open
    }
  }
}
