import TrustInsights

// Holders of an earlier pass's evaluation ('best', 'first', 'second', 'current') each report
// the evaluation they hold once: a displaced one is reported before 'best' is given the new
// one, a flush reports and clears 'best', two holders kept from different passes are different
// evaluations, and one report per branch after the loop is one report (probes-cb p23, p66,
// p68, p69, p70).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func evaluate(_ id: String) async throws -> CoachingEvaluation {
  try await InsightEvaluator().requestEvaluation(context: accountContext)
}

func score(_ evaluation: CoachingEvaluation) -> Int {
  if case .success(.high) = evaluation.insight.outcome { return 2 }
  return 0
}

func swapThroughLocal(_ ids: [String]) async -> Int {
  var best: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    guard let current = best else {
      best = evaluation
      continue
    }
    if score(evaluation) > score(current) {
      current.reportConsumption(.usedUnchangedFriction)
      best = evaluation
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  best?.reportConsumption(.usedIncreasedFriction)
  return 0
}

func flushEveryTen(_ ids: [String]) async -> Int {
  var best: CoachingEvaluation?
  var flushed = 0
  for (i, id) in ids.enumerated() {
    guard let evaluation = try? await evaluate(id) else { continue }
    if best == nil, score(evaluation) > 1 {
      best = evaluation
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
    if i % 10 == 9 {
      best?.reportConsumption(.usedIncreasedFriction)
      best = nil
      flushed += 1
    }
  }
  best?.reportConsumption(.usedIncreasedFriction)
  return flushed
}

func twoHolders(_ ids: [String]) async -> Int {
  var first: CoachingEvaluation?
  var second: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    if first == nil {
      first = evaluation
    } else if second == nil {
      second = evaluation
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  if let first { first.reportConsumption(.usedEvaluationOnly) }
  if let second { second.reportConsumption(.usedEvaluationOnly) }
  return 0
}

func groupReplacedThenBranches(_ ids: [String]) async -> Bool {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for id in ids { group.addTask { try? await evaluate(id) } }
    var best: CoachingEvaluation?
    while let next = await group.next() {
      guard let evaluation = next else { continue }
      if score(evaluation) > (best.map(score) ?? -1) {
        best?.reportConsumption(.usedUnchangedFriction)
        best = evaluation
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
    switch best?.insight.outcome {
    case .success(.high)?: best?.reportConsumption(.usedIncreasedFriction)
    case .success?: best?.reportConsumption(.usedUnchangedFriction)
    case .failure?: best?.reportConsumption(.notUsedError)
    case nil: break
    }
    return best != nil
  }
}
