// A permissions hub: `PermissionsHub.requestAuthorization(for:)` switches over the app's own
// `Permission` and prompts the evaluator only for `.scamProtection` (after checking its
// status). A transfer flow that asks the hub for contacts (to pick the recipient) or for
// notifications (through the `default` arm) does not prompt the evaluator: the calls pass a
// case whose arm never reaches the evaluator's `requestAuthorization`, so they are not
// prompts in the flow that requests an evaluation.
import Contacts
import TrustInsights
import UserNotifications

enum Permission { case contacts, notifications, camera, scamProtection }

@available(iOS 27.0, *)
final class PermissionsHub {
  private let evaluator = InsightEvaluator()
  private let protection = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func requestAuthorization(for permission: Permission, explain: Bool = false) async -> Bool {
    switch permission {
    case .contacts:
      return (try? await CNContactStore().requestAccess(for: .contacts)) ?? false
    case .scamProtection:
      guard (try? await evaluator.authorizationStatus(for: protection)) == .notDetermined else { return false }
      return (try? await evaluator.requestAuthorization(for: protection)) == .authorized
    default:
      return (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])) ?? false
    }
  }
}

@available(iOS 27.0, *)
final class SplitPaymentFlow {
  private let hub = PermissionsHub()
  private let evaluator = InsightEvaluator()

  func start() async {
    _ = await hub.requestAuthorization(for: .contacts)
    _ = await hub.requestAuthorization(for: .notifications, explain: true)
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

// The same hub written with `if` and `guard`: only `.scamProtection` passes the test that
// leads to the evaluator's prompt.
@available(iOS 27.0, *)
final class ConditionalHub {
  private let evaluator = InsightEvaluator()
  private let protection = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func requestAuthorization(for permission: Permission) async -> Bool {
    if permission == .scamProtection {
      guard (try? await evaluator.authorizationStatus(for: protection)) == .notDetermined else { return false }
      return (try? await evaluator.requestAuthorization(for: protection)) == .authorized
    }
    return (try? await CNContactStore().requestAccess(for: .contacts)) ?? false
  }

  func requestAuthorization(guarded permission: Permission) async -> Bool {
    guard permission == .scamProtection else { return false }
    guard (try? await evaluator.authorizationStatus(for: protection)) == .notDetermined else { return false }
    return (try? await evaluator.requestAuthorization(for: protection)) == .authorized
  }
}

@available(iOS 27.0, *)
final class RequestMoneyFlow {
  private let hub = ConditionalHub()
  private let evaluator = InsightEvaluator()

  func start() async {
    _ = await hub.requestAuthorization(for: .contacts)
    _ = await hub.requestAuthorization(guarded: .camera)
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
