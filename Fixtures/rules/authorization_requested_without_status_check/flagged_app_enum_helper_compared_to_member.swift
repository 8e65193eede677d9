import TrustInsights

// A helper that may return the compared member without asking for the status does not check
// it for the caller (`return .canAsk` on first launch, or invented in its `catch`); nor does
// its answer on the other side of the comparison, nor a `switch` case of another member.

enum PermissionState { case ready, canAsk, settingsOnly }

@MainActor
final class OnboardingGate {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var isFirstLaunch = true

  func firstLaunchPermission() async -> PermissionState {
    if isFirstLaunch { return .canAsk }
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized ? .ready : .settingsOnly
  }

  func optimisticPermission() async -> PermissionState {
    do {
      return try await evaluator.authorizationStatus(for: context) == .authorized ? .ready : .canAsk
    } catch {
      return .canAsk
    }
  }

  func finish() async {
    guard await firstLaunchPermission() == .canAsk else { return }
    _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
  }

  func finishOptimistic() async {
    if await optimisticPermission() == .canAsk {
      _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
    }
  }

  func finishOtherSide() async {
    if await optimisticPermission() == .canAsk { return }
    _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
  }

  func cardTapped() async {
    switch await optimisticPermission() {
    case .canAsk:
      _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
    case .ready, .settingsOnly:
      break
    }
    switch await firstLaunchPermission() {
    case .ready, .settingsOnly:
      break
    default:
      _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
    }
  }
}
