import TrustInsights

enum Flow {
  case payment
  case recovery
  case inference
  case message
}

struct TrustContexts {
  static func context(for flow: Flow, largeAmount: Bool) -> InsightEvaluator.InsightContext {
    let category: InsightEvaluator.OperationCategory =
      switch flow {
      case .payment: largeAmount ? .payment : .account
      case .recovery: .account
      case .inference: .resourceUse
      case .message: .communication
      }
    return InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  }

  // Only a debug helper builds `.other`, and it never reaches an evaluator call.
  static func debugContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  }
}

func canEvaluate(_ flow: Flow) async -> Bool {
  let evaluator = InsightEvaluator()
  let context = TrustContexts.context(for: flow, largeAmount: true)
  return (try? await evaluator.authorizationStatus(for: context)) == .authorized
}
