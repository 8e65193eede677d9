// The nearest defects to clean_permissions_hub_other_case: the same hub asked, in the flow
// that requests an evaluation, for `.scamProtection` (the arm that prompts the evaluator), for
// a permission held in a variable (any arm may run), and for a case the hub's `default` arm
// takes when that arm prompts.
import Contacts
import TrustInsights

enum Permission { case contacts, notifications, camera, scamProtection }

@available(iOS 27.0, *)
final class PermissionsHub {
  private let evaluator = InsightEvaluator()
  private let protection = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func requestAuthorization(for permission: Permission) async -> Bool {
    switch permission {
    case .contacts:
      return (try? await CNContactStore().requestAccess(for: .contacts)) ?? false
    case .notifications, .scamProtection:
      guard (try? await evaluator.authorizationStatus(for: protection)) == .notDetermined else { return false }
      return (try? await evaluator.requestAuthorization(for: protection)) == .authorized
    }
  }

  func requestAuthorization(forFeature permission: Permission) async -> Bool {
    switch permission {
    case .contacts:
      return false
    default:
      guard (try? await evaluator.authorizationStatus(for: protection)) == .notDetermined else { return false }
      return (try? await evaluator.requestAuthorization(for: protection)) == .authorized
    }
  }
}

@available(iOS 27.0, *)
final class SplitPaymentFlow {
  private let hub = PermissionsHub()
  private let evaluator = InsightEvaluator()
  var pending: Permission = .contacts

  func start() async {
    _ = await hub.requestAuthorization(for: .scamProtection)  // expect: authorization_prompt_in_sensitive_flow
    _ = await hub.requestAuthorization(for: pending)  // expect: authorization_prompt_in_sensitive_flow
    _ = await hub.requestAuthorization(forFeature: .notifications)  // expect: authorization_prompt_in_sensitive_flow
    _ = await hub.requestAuthorization(for: .contacts)
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

// The `if` form: a test against another case (`!= .contacts`) lets `.scamProtection` through.
@available(iOS 27.0, *)
final class ConditionalHub {
  private let evaluator = InsightEvaluator()
  private let protection = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func requestAuthorization(for permission: Permission) async -> Bool {
    if permission != .contacts {
      guard (try? await evaluator.authorizationStatus(for: protection)) == .notDetermined else { return false }
      return (try? await evaluator.requestAuthorization(for: protection)) == .authorized
    }
    return (try? await CNContactStore().requestAccess(for: .contacts)) ?? false
  }
}

@available(iOS 27.0, *)
final class RequestMoneyFlow {
  private let hub = ConditionalHub()
  private let evaluator = InsightEvaluator()

  func start() async {
    _ = await hub.requestAuthorization(for: .scamProtection)  // expect: authorization_prompt_in_sensitive_flow
    _ = await hub.requestAuthorization(for: .contacts)
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
