import TrustInsights

// A status-checking helper that is also a protocol requirement: the requirement has no body
// and runs nothing; the implementations, which check the status, are what a call runs.

let settingsContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

protocol Promptable {
  func isPromptable() async -> Bool
}

struct TrustProvider: Promptable {
  let evaluator = InsightEvaluator()

  func isPromptable() async -> Bool {
    (try? await evaluator.authorizationStatus(for: settingsContext)) == .notDetermined
  }
}

func enableFromSettings(_ provider: TrustProvider) async -> Bool {
  guard await provider.isPromptable() else { return false }
  return (try? await provider.evaluator.requestAuthorization(for: settingsContext)) == .authorized
}

func enableFromSettingsFresh() async -> Bool {
  guard await TrustProvider().isPromptable() else { return false }
  return (try? await InsightEvaluator().requestAuthorization(for: settingsContext)) == .authorized
}
