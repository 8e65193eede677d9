import TrustInsights

// Where an evaluator exists the system is iOS 27.0 or later, so a status check under
// `if #available(iOS 27, *)` runs on every path to the prompt (probes-ch p39), as the flow
// graphs read it; `if #unavailable(iOS 27) { … }` never runs there.
@available(iOS 27, *)
func enableProtectionRow(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  if #available(iOS 27, *) {
    let status = try await evaluator.authorizationStatus(for: context)
    guard status == .notDetermined || status == .deniedRequestable else { return }
  }
  _ = try await evaluator.requestAuthorization(for: context)
}

@available(iOS 27, *)
func enableAlertsRow(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  if #unavailable(iOS 27) {
    _ = try await evaluator.requestAuthorization(for: context)
    return
  }
  guard try await evaluator.authorizationStatus(for: context) == .notDetermined else { return }
  _ = try await evaluator.requestAuthorization(for: context)
}
