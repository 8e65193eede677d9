import TrustInsights

// A settings row asks a manager whether it may prompt: the manager's computed property reads
// the status on every path of its getter, directly or through a method that does, so reading
// it is a status check, as calling such a method of the manager is.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class AuthManager {
  let evaluator = InsightEvaluator()
  var canPromptDirect: Bool {
    get async { (try? await evaluator.authorizationStatus(for: context)) == .notDetermined }
  }
  func status() async -> InsightEvaluator.AuthorizationStatus? { try? await evaluator.authorizationStatus(for: context) }
  var canPromptIndirect: Bool {
    get async { await status() == .notDetermined }
  }
}

final class SettingsRow {
  let manager = AuthManager()
  func enableDirect() async {
    guard await manager.canPromptDirect else { return }
    _ = try? await manager.evaluator.requestAuthorization(for: context)
  }
  func enableIndirect() async {
    guard await manager.canPromptIndirect else { return }
    _ = try? await manager.evaluator.requestAuthorization(for: context)
  }
}
