import TrustInsights

// A helper that answers `.notDetermined` when no status call was made (or it threw) invents a
// promptable answer: its callers prompt unchecked.

final class SessionService {
  func refresh() async throws {}
}

final class ScamProtectionSettings {
  private let evaluator = InsightEvaluator()
  private let session = SessionService()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  var isOn = false

  private func currentStatus() async -> InsightEvaluator.AuthorizationStatus {
    do {
      return try await evaluator.authorizationStatus(for: context)
    } catch {
      return .notDetermined
    }
  }

  // `.unavailable` only on one path; the session refresh failing skips the status call.
  private func statusAfterRefresh() async -> InsightEvaluator.AuthorizationStatus {
    guard (try? await session.refresh()) != nil else { return .deniedRequestable }
    return (try? await evaluator.authorizationStatus(for: context)) ?? .unavailable
  }

  func enableTapped() async {
    guard await currentStatus() == .notDetermined else { return }
    isOn = (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_requested_without_status_check
  }

  func retryTapped() async {
    guard await statusAfterRefresh() == .deniedRequestable else { return }
    isOn = (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_requested_without_status_check
  }
}
