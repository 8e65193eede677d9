import TrustInsights

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The clause of the closures' error type takes everything the two calls throw.
final class SendModel {
  let client: TransferClient
  let evaluator = InsightEvaluator()
  var message = ""

  init(client: TransferClient) {
    self.client = client
  }

  func send(_ amount: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      try client.validate(amount)
      let confirmation = try await self.client.send(amount)
      evaluation.reportConsumption(.usedUnchangedFriction)
      message = confirmation
    } catch let failure as TransferFailure {
      evaluation.reportConsumption(.notUsedNotNeeded)
      message = failure == .limitExceeded ? "Over your limit" : "Could not send"
    }
  }

  // The client held by a parameter, and one reached through a static property.
  func sendWith(_ other: TransferClient, amount: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      _ = try await other.send(amount)
      _ = try await TransferClient.live.send(amount)
    } catch is TransferFailure {
      message = "Could not send"
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
