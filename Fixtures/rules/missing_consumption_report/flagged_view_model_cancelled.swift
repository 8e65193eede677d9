import Combine
import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol TransferAPI {
  func send(_ amount: Decimal) async throws
}

// The person leaves the screen while the evaluation is in flight: the cancelled path drops
// it (it should report `.notUsedNotNeeded`).
@MainActor
final class SendMoneyViewModel: ObservableObject {
  @Published var isHolding = false
  private let evaluator = InsightEvaluator()
  private let api: TransferAPI

  init(api: TransferAPI) {
    self.api = api
  }

  func confirm(amount: Decimal) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: transferContext) else {  // expect: missing_consumption_report "returns at line 31 in the 'else' of the 'guard' at line 30"
      try? await api.send(amount)
      return
    }
    guard !Task.isCancelled else {
      return
    }
    if case .success(.high) = evaluation.insight.outcome {
      isHolding = true
      evaluation.reportConsumption(.usedIncreasedFriction)
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    try? await api.send(amount)
  }
}
