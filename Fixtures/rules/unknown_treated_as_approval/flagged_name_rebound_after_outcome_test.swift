import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// A name bound again holds another evaluation: what the first one's tests said (a known level
// past the guard) says nothing of the second's outcome, whose `.unknown` case still runs
// (probes-dc e34), nor of a loop's variable or a closure's parameter of that name. Where the
// inner binding's scope ends, the outer one's branch goes on.
final class TransferService {
  let evaluator = InsightEvaluator()

  func prefetched() async -> CoachingEvaluation? {
    try? await evaluator.requestEvaluation(context: transferContext)
  }

  func approveTransfer() {}
  func holdForReview() {}

  func shadowedByPrefetched() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    guard case .success(let level) = evaluation.insight.outcome, level != .unknown else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      holdForReview()
      return
    }
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    if let evaluation = await prefetched() {
      switch evaluation.insight.outcome {
      case .success(.unknown):
        evaluation.reportConsumption(.usedUnchangedFriction)
        approveTransfer()  // expect: unknown_treated_as_approval
      case .success:
        evaluation.reportConsumption(.usedIncreasedFriction)
        holdForReview()
      case .failure:
        evaluation.reportConsumption(.notUsedError)
        holdForReview()
      }
    }
  }

  func reassignedByRetry() async throws {
    var evaluation = try await evaluator.requestEvaluation(context: transferContext)
    guard case .success(let level) = evaluation.insight.outcome, level != .unknown else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      return
    }
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    evaluation = try await evaluator.requestEvaluation(context: transferContext)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdForReview()
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveTransfer()  // expect: unknown_treated_as_approval
    }
  }

  func outerBranchGoesOnPastInnerScope() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      if let evaluation = await prefetched() {
        evaluation.reportConsumption(.notUsedNotNeeded)
      }
      approveTransfer()  // expect: unknown_treated_as_approval
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdForReview()
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      holdForReview()
    }
  }

  func loopVariableShadows(pending: [CoachingEvaluation]) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    guard case .success(let level) = evaluation.insight.outcome, level != .unknown else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    for evaluation in pending {
      if case .success(.unknown) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedUnchangedFriction)
        approveTransfer()  // expect: unknown_treated_as_approval
      } else {
        evaluation.reportConsumption(.usedIncreasedFriction)
      }
    }
  }

  func closureParameterShadows(pending: [CoachingEvaluation]) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    guard case .success(let level) = evaluation.insight.outcome, level != .unknown else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    pending.forEach { evaluation in
      if case .success(.unknown) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedUnchangedFriction)
        self.approveTransfer()  // expect: unknown_treated_as_approval
      } else {
        evaluation.reportConsumption(.usedIncreasedFriction)
      }
    }
  }
}
