// The earlier pass's evaluation is reported only on some of the paths where the variable
// holds it (`if kept != nil, quiet`, or not at all), then replaced: it is overwritten
// unreported (neighbours of clean_report_kept_under_nil_test_then_replace.swift; probes-cg
// s2, s6).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func evaluate(_ id: String) async throws -> CoachingEvaluation {
  try await InsightEvaluator().requestEvaluation(context: paymentContext)
}

func riskScore(_ evaluation: CoachingEvaluation) -> Int {
  switch evaluation.insight.outcome {
  case .success(.high): return 2
  case .success(.medium): return 1
  default: return 0
  }
}

func replaceWhenQuiet(_ ids: [String], quiet: Bool) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    if kept != nil, quiet {
      kept?.reportConsumption(.usedUnchangedFriction)
    }
    kept = evaluation
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func replaceAfterLog(_ ids: [String], quiet: Bool) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    if kept != nil {
      print(id)
    }
    kept = evaluation
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
