// A file staged mid-merge: an unresolved conflict inside the `.medium` case. HEAD reports
// `.usedIncreasedFriction`, the incoming branch `.usedUnchangedFriction`. Either side may be the
// one committed, and each reports once, so the sides are analysed as `#if` alternatives: no
// "never reported" (which Swift's skipping of both sides would suggest) and no "reported twice".
import TrustInsights

final class RemittanceService {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func send(_ amount: Decimal, to recipient: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return
    case .success(.medium):
<<<<<<< HEAD
      evaluation.reportConsumption(.usedIncreasedFriction)
      addCoolingOffPeriod(recipient)
=======
      evaluation.reportConsumption(.usedUnchangedFriction)
      showScamBanner(recipient)
>>>>>>> feature/softer-medium
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
    try await submit(amount, to: recipient)
  }

  func addCoolingOffPeriod(_ recipient: String) {}
  func showScamBanner(_ recipient: String) {}
  func submit(_ amount: Decimal, to recipient: String) async throws {}
}

final class PhoneNumberChange {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  // A conflict around two whole versions of one method, diff3 style (with the base).
<<<<<<< HEAD
  func verify() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
||||||| merged common ancestors
  func verify() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }
=======
  func verify() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return true
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return true
    }
  }
>>>>>>> feature/medium-friction
}
