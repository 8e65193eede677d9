import TrustInsights

enum Screen: Hashable {
  case transfer
  case profile
}

final class ContextRegistry {
  private let evaluator = InsightEvaluator()
  private let contexts: [Screen: InsightEvaluator.InsightContext] = [
    .transfer: InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    ),
    .profile: InsightEvaluator.InsightContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    ),
  ]

  func isProtected(_ screen: Screen) async -> Bool {
    guard let context = contexts[screen] else { return false }
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }
}

struct FlowContext {
  let context: InsightEvaluator.InsightContext

  init(category: InsightEvaluator.OperationCategory) {
    context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  }
}

func exportStatus() async -> Bool {
  let flow = FlowContext(category: .other)  // expect: evaluation_outside_sensitive_category
  return (try? await InsightEvaluator().authorizationStatus(for: flow.context)) == .authorized
}

func inlineContextStatus() async -> Bool {
  let evaluator = InsightEvaluator()
  let status = try? await evaluator.authorizationStatus(
    for: .init(operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))  // expect: evaluation_outside_sensitive_category
  )
  return status == .authorized
}
