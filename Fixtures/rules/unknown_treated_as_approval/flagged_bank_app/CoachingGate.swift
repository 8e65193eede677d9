import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

enum SensitiveAction {
  case sendMoney(amount: Decimal)
  case addPayee
  case changePhoneNumber
  case exportStatements

  var category: InsightEvaluator.OperationCategory {
    switch self {
    case .sendMoney, .addPayee: return .payment
    case .changePhoneNumber: return .account
    case .exportStatements: return .other  // expect: evaluation_outside_sensitive_category
    }
  }
}

actor CoachingGate {
  static let shared = CoachingGate()
  private let evaluator = InsightEvaluator()

  private func context(for action: SensitiveAction) -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: action.category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
    )
  }

  func isEnabled(for action: SensitiveAction) async -> Bool {
    (try? await evaluator.authorizationStatus(for: self.context(for: action))) == .authorized
  }

  /// Called from the settings screen only.
  func enableFromSettings() async -> Bool {
    let context = self.context(for: .sendMoney(amount: 0))
    switch try? await evaluator.authorizationStatus(for: context) {
    case .notDetermined?, .deniedRequestable?:
      return (try? await evaluator.requestAuthorization(for: context)) == .authorized
    case .authorized?:
      return true
    default:
      return false
    }
  }

  func evaluate(_ action: SensitiveAction) async -> CoachingEvaluation? {
    guard await isEnabled(for: action) else { return nil }
    return try? await evaluator.requestEvaluation(context: self.context(for: action))
  }
}
