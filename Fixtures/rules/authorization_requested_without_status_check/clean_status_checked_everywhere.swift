import TrustInsights

@MainActor
final class ProtectionOnboarding {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var isEnabled = false

  func finish() async {
    guard case .notDetermined = try? await evaluator.authorizationStatus(for: context) else { return }
    isEnabled = (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }

  func retry() async throws {
    let status = try await evaluator.authorizationStatus(for: context)
    switch status {
    case .notDetermined, .deniedRequestable:
      isEnabled = try await evaluator.requestAuthorization(for: context) == .authorized
    case .authorized:
      isEnabled = true
    default:
      isEnabled = false
    }
  }

  func fromButton() {
    Task {
      // The check and the prompt are in the same closure.
      if let status = try? await evaluator.authorizationStatus(for: context), status == .notDetermined {
        isEnabled = (try? await evaluator.requestAuthorization(for: context)) == .authorized
      }
    }
  }

  func throughHelper() async {
    guard await canPrompt() else { return }
    isEnabled = (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }

  private func canPrompt() async -> Bool {
    switch try? await evaluator.authorizationStatus(for: context) {
    case .notDetermined?, .deniedRequestable?: return true
    default: return false
    }
  }

  func concurrently() async {
    async let status = evaluator.authorizationStatus(for: context)
    guard (try? await status) == .notDetermined else { return }
    isEnabled = (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }
}

extension ProtectionOnboarding {
  func checkedBeforeTheClosure() async {
    // A closure runs only after it is written: the status was checked on every path to it.
    guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return }
    Task {
      _ = try? await evaluator.requestAuthorization(for: context)
    }
  }
}

final class StatusPropertyOwner {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  // A computed property that reads the status is a check where it is read.
  var status: InsightEvaluator.AuthorizationStatus {
    get async { (try? await evaluator.authorizationStatus(for: context)) ?? .unavailable }
  }

  func enable() async -> Bool {
    guard await status == .notDetermined else { return false }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }

  func enableWithSelf() async -> Bool {
    guard await self.status == .notDetermined else { return false }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }
}
