import TrustInsights

// A stored flag of another object is not a status check, and neither is a computed property
// whose name some other type also declares as a stored property.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class AuthManager {
  let evaluator = InsightEvaluator()
  var wasOffered = false
  var canPrompt: Bool {
    get async { (try? await evaluator.authorizationStatus(for: context)) == .notDetermined }
  }
}

struct Banner {
  var canPrompt = true
}

final class SettingsRow {
  let manager = AuthManager()
  func enableStored() async {
    guard !manager.wasOffered else { return }
    _ = try? await manager.evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
  }
  func enableShared() async {
    guard await manager.canPrompt else { return }
    _ = try? await manager.evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
  }
}
