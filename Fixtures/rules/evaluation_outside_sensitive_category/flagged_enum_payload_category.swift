// A bank's screen configuration says which screens need a trust check, with the category as an enum payload.
import TrustInsights

enum TrustRequirement {
  case none
  case evaluate(InsightEvaluator.OperationCategory)
}

struct ScreenConfig {
  let title: String
  let trust: TrustRequirement
}

let sendMoneyScreen = ScreenConfig(title: "Send", trust: .evaluate(.payment))
let exportScreen = ScreenConfig(title: "Export", trust: .evaluate(.other))  // expect: evaluation_outside_sensitive_category

@available(iOS 27.0, *)
final class ScreenGate {
  let evaluator = InsightEvaluator()

  func isProtected(_ screen: ScreenConfig) async -> Bool {
    guard case .evaluate(let category) = screen.trust else { return false }
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }

  func isProtectedInSwitch(_ screen: ScreenConfig) async -> Bool {
    switch screen.trust {
    case .none:
      return false
    case .evaluate(let category):
      let context = InsightEvaluator.InsightContext(
        operationCategory: category,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
      )
      return (try? await evaluator.authorizationStatus(for: context)) == .authorized
    }
  }

  func protectionBadges() async -> [Bool] {
    [
      await isProtected(sendMoneyScreen), await isProtected(exportScreen),
      await isProtectedInSwitch(exportScreen),
    ]
  }
}
