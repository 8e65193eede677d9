// A per-flow settings struct defaults the category to `.other`; one flow leaves it out of the
// memberwise initializer, so that flow's evaluations run with `.other`.
import TrustInsights

struct FlowTrustSettings {
  var category: InsightEvaluator.OperationCategory = .other  // expect: evaluation_outside_sensitive_category
  var promptFromSettingsOnly = true
}

enum ProtectedFlows {
  static let sendMoney = FlowTrustSettings(category: .payment)
  static let exportStatements = FlowTrustSettings(promptFromSettingsOnly: false)
}

@available(iOS 27.0, *)
func isProtected(_ settings: FlowTrustSettings, evaluator: InsightEvaluator) async -> Bool {
  let context = InsightEvaluator.InsightContext(
    operationCategory: settings.category,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  return (try? await evaluator.authorizationStatus(for: context)) == .authorized
}
