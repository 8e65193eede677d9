// The enum-payload pattern written well: every screen that needs a check carries a sensitive
// category; a case without payload (`.none`) and another case's payload (`.display(…)`) are not
// categories of the check.
import TrustInsights

enum TrustRequirement {
  case none
  case display(String)
  case evaluate(InsightEvaluator.OperationCategory)
}

struct ScreenConfig {
  let title: String
  let trust: TrustRequirement
}

let sendMoneyScreen = ScreenConfig(title: "Send", trust: .evaluate(.payment))
let profileScreen = ScreenConfig(title: "Profile", trust: .evaluate(.account))
let aboutScreen = ScreenConfig(title: "About", trust: .none)
let bannerScreen = ScreenConfig(title: "Banner", trust: .display("other"))

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
    case .none, .display:
      return false
    case let .evaluate(category):
      let context = InsightEvaluator.InsightContext(
        operationCategory: category,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
      )
      return (try? await evaluator.authorizationStatus(for: context)) == .authorized
    }
  }

  func badges() async -> [Bool] {
    [
      await isProtected(sendMoneyScreen), await isProtected(aboutScreen),
      await isProtectedInSwitch(profileScreen), await isProtectedInSwitch(bannerScreen),
    ]
  }
}
