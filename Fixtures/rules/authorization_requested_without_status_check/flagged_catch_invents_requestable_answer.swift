import TrustInsights

// The neighbours of clean_catch_answers_unavailable.swift: a `catch` that makes up a
// promptable answer (`.notDetermined`) after the status call threw, one that answers
// `.unavailable` into a variable that is not a status, and a starting value of `.unavailable`
// outside any `catch`: none of them is a status check, so the prompt after is unchecked.

final class ScamProtectionOnboarding {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  private var lastError: String = ""

  func askAfterMadeUpAnswer() async throws -> Bool {
    let status: InsightEvaluator.AuthorizationStatus
    do {
      status = try await evaluator.authorizationStatus(for: context)
    } catch {
      status = .notDetermined
    }
    guard status == .notDetermined else { return false }
    return try await evaluator.requestAuthorization(for: context) == .authorized  // expect: authorization_requested_without_status_check "not preceded"
  }

  func askAfterLoggedFailure() async throws {
    var status: InsightEvaluator.AuthorizationStatus?
    var reason: Reason = .none
    do {
      status = try await evaluator.authorizationStatus(for: context)
    } catch {
      reason = .unavailable
    }
    if status != .denied {
      _ = try await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check "not preceded"
    }
    lastError = "\(reason)"
  }

  func askWithStartingValue(fromSettings: Bool) async throws {
    var status: InsightEvaluator.AuthorizationStatus = .unavailable
    if fromSettings {
      status = try await evaluator.authorizationStatus(for: context)
    }
    if status != .denied {
      _ = try await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check "not preceded"
    }
  }

  enum Reason { case none, unavailable }
}
