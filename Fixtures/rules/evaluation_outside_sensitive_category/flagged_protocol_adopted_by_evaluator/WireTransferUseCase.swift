import TrustInsights

struct WireTransferUseCase {
  let evaluator: any TrustEvaluating

  func execute() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: .wireTransfer)
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
}
