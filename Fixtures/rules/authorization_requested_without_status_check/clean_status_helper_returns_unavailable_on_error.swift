import TrustInsights

// A status helper that answers `.unavailable` (or `.denied`) when the status call throws
// checks on every path: that answer forbids the prompt, as the framework's own would.

enum TrustGate {
  static let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  static func status() async -> InsightEvaluator.AuthorizationStatus {
    do {
      return try await InsightEvaluator().authorizationStatus(for: context)
    } catch {
      return .unavailable
    }
  }

  static var cachedOrFresh: InsightEvaluator.AuthorizationStatus {
    get async {
      guard let status = try? await InsightEvaluator().authorizationStatus(for: context) else {
        return InsightEvaluator.AuthorizationStatus.denied
      }
      return status
    }
  }
}

final class ScamProtectionSettings {
  private let evaluator = InsightEvaluator()
  var isOn = false

  func toggleTapped() async {
    switch await TrustGate.status() {
    case .notDetermined, .deniedRequestable:
      isOn = (try? await evaluator.requestAuthorization(for: TrustGate.context)) == .authorized
    default:
      isOn = false
    }
  }

  func rowTapped() async {
    let status = await TrustGate.cachedOrFresh
    guard status == .notDetermined else { return }
    isOn = (try? await evaluator.requestAuthorization(for: TrustGate.context)) == .authorized
  }
}
