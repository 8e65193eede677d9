import TrustInsights

// A later release (`iOS 27.2`) may fail on a 27.0 system: the status check under it is not on
// every path to the prompt (probes-ch p40).
@available(iOS 27, *)
func enableProtectionRow(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  if #available(iOS 27.2, *) {
    let status = try await evaluator.authorizationStatus(for: context)
    guard status == .notDetermined else { return }
  }
  _ = try await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
}

// A check made only in the dead `else` of `#available(iOS 27, *)` never runs.
@available(iOS 27, *)
func enableAlertsRow(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  if #available(iOS 27, *) {
    print("prompting")
  } else {
    guard try await evaluator.authorizationStatus(for: context) == .notDetermined else { return }
  }
  _ = try await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
}
