import TrustInsights

enum Operation {
  case transfer
  case login
  case aiSummary
  case message
}

struct ContextFactory {
  static func context(for operation: Operation) -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: category(for: operation),
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  }

  static func category(for operation: Operation) -> InsightEvaluator.OperationCategory {
    switch operation {
    case .transfer: return .payment
    case .login: return .account
    case .aiSummary: return .resourceUse
    case .message: return .communication
    }
  }
}

final class SensitiveActions {
  private let evaluator: InsightEvaluator? = InsightEvaluator()

  func canEvaluate(_ operation: Operation) async -> Bool {
    let context = ContextFactory.context(for: operation)
    return (try? await evaluator?.authorizationStatus(for: context)) == .authorized
  }

  func transfer() async {
    var context = ContextFactory.context(for: .transfer)
    context.operationCategory = .payment
    guard let evaluation = try? await evaluator?.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
