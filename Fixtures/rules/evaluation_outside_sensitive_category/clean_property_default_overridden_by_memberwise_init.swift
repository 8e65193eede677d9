// A bank's per-flow settings struct defaults the category to `.other`, but every flow passes its own through the memberwise initializer.
import TrustInsights

struct FlowTrustSettings {
  var category: InsightEvaluator.OperationCategory = .other
  var promptFromSettingsOnly = true
}

enum ProtectedFlows {
  static let sendMoney = FlowTrustSettings(category: .payment)
  static let changeEmail = FlowTrustSettings(category: .account, promptFromSettingsOnly: true)
}

@available(iOS 27.0, *)
func isProtected(_ settings: FlowTrustSettings, evaluator: InsightEvaluator) async -> Bool {
  let context = InsightEvaluator.InsightContext(
    operationCategory: settings.category,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  return (try? await evaluator.authorizationStatus(for: context)) == .authorized
}

@available(iOS 27.0, *)
func protectionBadges(evaluator: InsightEvaluator) async -> [Bool] {
  [
    await isProtected(ProtectedFlows.sendMoney, evaluator: evaluator),
    await isProtected(ProtectedFlows.changeEmail, evaluator: evaluator),
  ]
}
