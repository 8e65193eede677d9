// The nearest defects to clean_permission_center_state_per_kind: the helper's `.canAsk` comes
// from the notification settings for `.notifications`, so a caller that prompts the evaluator
// where the permission may be `.notifications` (no `switch` over it, or an arm listing
// `.notifications` too), or that passes a stored property (which may change between the
// helper's answer and the prompt), prompts without a status check on some path. So does one
// that asks the helper about `.notifications` and then prompts the evaluator, and a guard on
// the helper whose check ends with the block it is written in.
import TrustInsights
import UserNotifications

enum PermissionState: Equatable { case canAsk, granted, blocked }
enum Permission { case notifications, scamProtection }

@available(iOS 27.0, *)
final class PermissionCenter {
  private let insights = InsightEvaluator()
  private let ctx = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var pending: Permission = .scamProtection

  func state(for permission: Permission) async -> PermissionState {
    switch permission {
    case .notifications:
      let settings = await UNUserNotificationCenter.current().notificationSettings()
      return settings.authorizationStatus == .notDetermined ? .canAsk : .blocked
    case .scamProtection:
      do {
        switch try await insights.authorizationStatus(for: ctx) {
        case .notDetermined, .deniedRequestable: return .canAsk
        case .authorized: return .granted
        default: return .blocked
        }
      } catch {
        return .blocked
      }
    }
  }

  func requestWithoutKindSwitch(_ permission: Permission) async -> Bool {
    switch await state(for: permission) {
    case .canAsk:
      _ = try? await insights.requestAuthorization(for: ctx)  // expect: authorization_requested_without_status_check
      return true
    default:
      return false
    }
  }

  func requestSharedArm(_ permission: Permission) async -> Bool {
    switch await state(for: permission) {
    case .canAsk:
      switch permission {
      case .notifications, .scamProtection:
        _ = try? await insights.requestAuthorization(for: ctx)  // expect: authorization_requested_without_status_check
        return true
      }
    default:
      return false
    }
  }

  func requestPending() async -> Bool {
    switch await state(for: pending) {
    case .canAsk:
      switch pending {
      case .scamProtection:
        _ = try? await insights.requestAuthorization(for: ctx)  // expect: authorization_requested_without_status_check
        return true
      case .notifications:
        return false
      }
    default:
      return false
    }
  }

  func requestAfterAskingAboutNotifications() async -> Bool {
    guard await state(for: .notifications) == .canAsk else { return false }
    _ = try? await insights.requestAuthorization(for: ctx)  // expect: authorization_requested_without_status_check
    return true
  }

  func requestAfterGuardInBranch(_ permission: Permission, eager: Bool) async -> Bool {
    if eager {
      guard await state(for: permission) == .canAsk else { return false }
    }
    switch permission {
    case .scamProtection:
      _ = try? await insights.requestAuthorization(for: ctx)  // expect: authorization_requested_without_status_check
      return true
    case .notifications:
      return false
    }
  }
}
