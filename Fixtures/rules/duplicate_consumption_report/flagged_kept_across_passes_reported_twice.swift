import TrustInsights

// 'best' keeps an earlier pass's unreported evaluation while later passes request new ones
// (clean_riskiest_kept_across_passes.swift); reports through such a holder are compared with
// one another: reported twice after the loop, through an alias and then the holder, in a
// `defer` as well, or through an alias twice inside the loop, the kept evaluation is reported a
// second time (probes-cb p42, p45, p46, p47, p56).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func evaluate(_ id: String) async throws -> CoachingEvaluation {
  try await InsightEvaluator().requestEvaluation(context: accountContext)
}

func keptTwiceAfterGroup(_ ids: [String]) async -> Bool {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for id in ids { group.addTask { try? await evaluate(id) } }
    var best: CoachingEvaluation?
    for await next in group {
      guard let evaluation = next else { continue }
      if best == nil, case .success(.high) = evaluation.insight.outcome {
        best = evaluation
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
    best?.reportConsumption(.usedIncreasedFriction)
    best?.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
    return best != nil
  }
}

func aliasThenHolder(_ ids: [String]) async -> Bool {
  var best: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    if best == nil, case .success(.high) = evaluation.insight.outcome {
      best = evaluation
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  guard let chosen = best else { return false }
  chosen.reportConsumption(.usedIncreasedFriction)
  best?.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
  return true
}

func deferAndAfter(_ ids: [String]) async -> Bool {
  var best: CoachingEvaluation?
  defer { best?.reportConsumption(.usedUnchangedFriction) }  // expect: duplicate_consumption_report
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    if best == nil, case .success(.high) = evaluation.insight.outcome {
      best = evaluation
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  best?.reportConsumption(.usedIncreasedFriction)
  return best != nil
}

func limitTwice(_ ids: [String]) async -> Bool {
  var best: CoachingEvaluation?
  for (i, id) in ids.enumerated() {
    guard let evaluation = try? await evaluate(id) else { continue }
    if best == nil, case .success(.high) = evaluation.insight.outcome {
      best = evaluation
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
    if i == 5, let kept = best {
      kept.reportConsumption(.usedIncreasedFriction)
      kept.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
      return true
    }
  }
  best?.reportConsumption(.usedIncreasedFriction)
  return best != nil
}
