import TrustInsights

let limitContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// A local function (or local closure) with an evaluation parameter is a function like any other
// (reduced from probes): reporting it on some paths only is its own fault, one finding at the parameter, and
// its callers count the call as a report (no second finding at `requestEvaluation`, however
// many calls, and no duplicate when the caller reports where the function answered that it
// did not: its answer is not followed, as for a program helper). A local function that never
// reports its parameter leaves the obligation with the caller.
final class TransferLimits {
  let evaluator = InsightEvaluator()
  var limit = 10_000

  func raise(to newLimit: Int, twice: Bool) async throws {
    func apply(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {  // expect: missing_consumption_report "parameter 'evaluation' of 'TransferLimits.raise(to:twice:).apply(_:)' is reported on some paths but not all: reaches the end at line 25"
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        return
      }
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

  func lower(to newLimit: Int) async throws {
    func note(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
      if case .success(.high) = evaluation.insight.outcome { limit = 0 }
    }
    let evaluation = try await evaluator.requestEvaluation(context: limitContext)  // expect: missing_consumption_report "never reported"
    note(evaluation)
    limit = newLimit
  }

  func adjust(to newLimit: Int) async throws {
    let apply: (InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Void = { evaluation in  // expect: missing_consumption_report "a closure in"
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        return
      }
      self.limit = newLimit
    }
    let evaluation = try await evaluator.requestEvaluation(context: limitContext)
    apply(evaluation)
  }

  func pay(cents: Int) async throws -> Bool {
    func frictionAdded(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {  // expect: missing_consumption_report "'evaluation' of 'TransferLimits.pay(cents:).frictionAdded(_:)'"
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        return true
      }
      return false
    }
    let evaluation = try await evaluator.requestEvaluation(context: limitContext)
    if frictionAdded(evaluation) { return false }
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
    return cents < limit
  }
}
