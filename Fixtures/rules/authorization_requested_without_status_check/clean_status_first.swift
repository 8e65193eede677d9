import TrustInsights

final class ScamProtectionRow {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func toggle() async throws -> Bool {
    switch try await evaluator.authorizationStatus(for: context) {
    case .authorized:
      return true
    case .notDetermined, .deniedRequestable:
      return try await evaluator.requestAuthorization(for: context) == .authorized
    default:
      return false
    }
  }

  func toggleWithGuard() async throws -> Bool {
    let status = try await evaluator.authorizationStatus(for: context)
    guard status == .notDetermined else { return status == .authorized }
    return try await evaluator.requestAuthorization(for: context) == .authorized
  }

  func toggleInCondition() async -> Bool {
    if (try? await evaluator.authorizationStatus(for: context)) == .notDetermined,
      (try? await evaluator.requestAuthorization(for: context)) == .authorized
    {
      return true
    }
    return false
  }

  func toggleThroughHelper() async -> Bool {
    guard await currentStatus() == .notDetermined else { return false }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }

  private func currentStatus() async -> InsightEvaluator.AuthorizationStatus {
    (try? await evaluator.authorizationStatus(for: context)) ?? .unavailable
  }

  func toggleBothBranches(fast: Bool) async -> Bool {
    if fast {
      _ = try? await evaluator.authorizationStatus(for: context)
    } else {
      guard (try? await evaluator.authorizationStatus(for: context)) != .denied else { return false }
    }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }
}
