import TrustInsights

// The status call written inline in a `do`, whose `catch` answers `.unavailable` (or
// `.denied`) itself: the inline form of a status helper's `catch { return .unavailable }`
// (clean_status_helper_returns_unavailable_on_error.swift). That answer forbids the prompt as
// the framework's own would, so the path through the `catch` is checked. The neighbour that
// makes up a promptable answer is flagged_catch_invents_requestable_answer.swift.

final class ScamProtectionSettings {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  private var cachedStatus: InsightEvaluator.AuthorizationStatus = .notDetermined

  func enableTapped() async throws -> Bool {
    let status: InsightEvaluator.AuthorizationStatus
    do {
      status = try await evaluator.authorizationStatus(for: context)
    } catch {
      status = .unavailable
    }
    guard status == .notDetermined || status == .deniedRequestable else { return status == .authorized }
    return try await evaluator.requestAuthorization(for: context) == .authorized
  }

  func refreshThenAsk() async {
    do {
      cachedStatus = try await evaluator.authorizationStatus(for: context)
    } catch {
      self.cachedStatus = InsightEvaluator.AuthorizationStatus.denied
    }
    if cachedStatus == .notDetermined {
      cachedStatus = (try? await evaluator.requestAuthorization(for: context)) ?? .unavailable
    }
  }
}
