import TrustInsights

// A helper returning the app's own enum, compared with one member (`permission() == .canAsk`)
// or switched over (`case .canAsk:`), counts as a check where it returned that member when it checks on every path that returns
// it: its `catch { return .settingsOnly }` after a failed status call never reaches the prompt.

enum PermissionState { case ready, canAsk, settingsOnly }

struct PermissionGate {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func permission() async -> PermissionState {
    do {
      switch try await evaluator.authorizationStatus(for: context) {
      case .authorized: return .ready
      case .notDetermined, .deniedRequestable: return .canAsk
      default: return .settingsOnly
      }
    } catch {
      return .settingsOnly
    }
  }

  func ask() async {
    guard await permission() == .canAsk else { return }
    _ = try? await evaluator.requestAuthorization(for: context)
  }

  func askUnlessBlocked() async {
    if await permission() != .canAsk { return }
    _ = try? await evaluator.requestAuthorization(for: context)
  }

  func cardTapped() async {
    switch await permission() {
    case .canAsk:
      _ = try? await evaluator.requestAuthorization(for: context)
    case .ready, .settingsOnly:
      break
    }
  }
}
