import TrustInsights

final class ProtectionToggleController {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var skipStatusCheck = false
  var isOn = false

  func enableWithOr() async {
    // When `skipStatusCheck` is true, the status is never read.
    if skipStatusCheck || (try? await evaluator.authorizationStatus(for: context)) == .notDetermined {
      isOn = (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_requested_without_status_check
    }
  }

  func enableWithAnd() async {
    // Both sides ran before the body.
    if isOn == false && (try? await evaluator.authorizationStatus(for: context)) == .notDetermined {
      isOn = (try? await evaluator.requestAuthorization(for: context)) == .authorized
    }
  }

  func enableElseOfAnd() async {
    if isOn && (try? await evaluator.authorizationStatus(for: context)) == .authorized {
      return
    } else {
      // `isOn` false: the status was never read.
      isOn = (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_requested_without_status_check
    }
  }

  func enableGuardNegated() async {
    guard !((try? await evaluator.authorizationStatus(for: context)) == .denied) else { return }
    isOn = (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }

  func enableTernary() async {
    let shouldAsk = isOn ? false : (try? await evaluator.authorizationStatus(for: context)) == .notDetermined
    if shouldAsk {
      // The ternary's first branch did not read the status.
      isOn = (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_requested_without_status_check
    }
  }

  func enableWhile() async {
    while (try? await evaluator.authorizationStatus(for: context)) == .notDetermined {
      _ = try? await evaluator.requestAuthorization(for: context)
    }
  }
}
