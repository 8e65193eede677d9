// Task groups whose child tasks hand back evaluations a session or cache already holds
// (`group.addTask { (id, snapshot[id]) }`, `await store.byID[id]`): no child makes one, the
// holder reports them when it closes, and the loop only looks at them, as at a stream's
// elements. Never reporting them in the loop is no finding (probes-bw p09, p10, p93).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// Reports on every path.
func settle(_ evaluation: CoachingEvaluation) {
  if case .failure = evaluation.insight.outcome {
    evaluation.reportConsumption(.notUsedError)
  } else {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

final class EvaluationSession: @unchecked Sendable {
  var cached: [String: CoachingEvaluation] = [:]

  func close() {
    for (_, evaluation) in cached { settle(evaluation) }
    cached.removeAll()
  }

  func riskyIDs(_ ids: [String]) async -> [String] {
    let snapshot = cached
    return await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
      for id in ids {
        group.addTask { (id, snapshot[id]) }
      }
      var risky: [String] = []
      for await (id, evaluation) in group {
        if case .success(.high)? = evaluation?.insight.outcome { risky.append(id) }
      }
      return risky
    }
  }
}

actor PendingStore {
  var byID: [String: CoachingEvaluation] = [:]
  func drain() {
    for evaluation in byID.values { settle(evaluation) }
    byID = [:]
  }
}

func anyHigh(_ ids: [String], store: PendingStore) async -> Bool {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for id in ids { group.addTask { await store.byID[id] } }
    for await evaluation in group {
      if case .success(.high)? = evaluation?.insight.outcome { return true }
    }
    return false
  }
}

// A child returning the evaluation element of a tuple producer's value, every element reported.
func screen(_ id: String) async throws -> (evaluation: CoachingEvaluation, id: String) {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  return (try await InsightEvaluator().requestEvaluation(context: context), id)
}

func screenAll(_ ids: [String]) async {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for id in ids {
      group.addTask {
        let result = try? await screen(id)
        return (id, result?.evaluation)
      }
    }
    for await (_, evaluation) in group {
      if let evaluation { settle(evaluation) }
    }
  }
}
