import TrustInsights

let limitContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The nearest correct code to flagged_local_function_parameter_some_paths: the local function
// reports its evaluation parameter on every path, so each call is the report and neither the
// function nor its caller has a finding.
final class TransferLimits {
  let evaluator = InsightEvaluator()
  var limit = 10_000

  func raise(to newLimit: Int, twice: Bool) async throws {
    func apply(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        return
      }
      evaluation.reportConsumption(.usedUnchangedFriction)
      limit = newLimit
    }

    let evaluation = try await evaluator.requestEvaluation(context: limitContext)
    if twice {
      apply(evaluation)
    } else {
      limit += 1
      apply(evaluation)
    }
  }

  func adjust(to newLimit: Int) async throws {
    let apply: (InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Void = { evaluation in
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        return
      }
      evaluation.reportConsumption(.usedUnchangedFriction)
      self.limit = newLimit
    }
    let evaluation = try await evaluator.requestEvaluation(context: limitContext)
    apply(evaluation)
  }
}
