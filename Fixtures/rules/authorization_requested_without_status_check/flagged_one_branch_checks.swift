import TrustInsights

struct ProtectionSettings {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func enable(explained: Bool) async throws -> Bool {
    if explained {
      let status = try await evaluator.authorizationStatus(for: context)
      guard status == .notDetermined || status == .deniedRequestable else { return status == .authorized }
    } else {
      showExplanation()
    }
    // The `else` path reaches the prompt without a status check.
    return try await evaluator.requestAuthorization(for: context) == .authorized  // expect: authorization_requested_without_status_check
  }

  func enableAfterLoop(retries: Int) async throws -> Bool {
    for _ in 0..<retries {
      _ = try await evaluator.authorizationStatus(for: context)
    }
    // The loop may run zero times.
    return try await evaluator.requestAuthorization(for: context) == .authorized  // expect: authorization_requested_without_status_check
  }

  func enableLater() {
    Task {
      // A closure is a body of its own.
      _ = try await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
    }
  }

  func showExplanation() {}
}

func checkedAfterTheClosureIsWritten(settings: ProtectionSettings) async throws {
  // The closure is written before any check: what runs it later is not known here.
  let prompt = {
    _ = try await settings.evaluator.requestAuthorization(for: settings.context)  // expect: authorization_requested_without_status_check
  }
  _ = try await settings.evaluator.authorizationStatus(for: settings.context)
  try await prompt()
}
