// A permission centre answers for several kinds of permission through one helper,
// `state(for:)`: its `.notifications` arm returns `.canAsk` from the notification settings,
// its `.scamProtection` arm from `authorizationStatus(for:)`. `request(_:)` prompts the
// evaluator inside `case .canAsk:` of `switch await state(for: permission)` and inside
// `case .scamProtection:` of `switch permission`: for that kind the helper's `.canAsk` came
// from the status check. Choice where RULES.md is silent: the helper's unchecked `.canAsk`
// exits lie under other cases of the same (immutable) parameter, so they say nothing here.
// The same in the guard form (`guard await state(for: permission) == .canAsk`, for the rest of
// the block) and for a literal argument (`state(for: .scamProtection)`).
import TrustInsights
import UserNotifications

enum PermissionState: Equatable { case canAsk, granted, blocked }
enum Permission { case notifications, scamProtection }

@available(iOS 27.0, *)
final class PermissionCenter {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func state(for permission: Permission) async -> PermissionState {
    switch permission {
    case .notifications:
      let settings = await UNUserNotificationCenter.current().notificationSettings()
      return settings.authorizationStatus == .notDetermined ? .canAsk : .blocked
    case .scamProtection:
      do {
        switch try await evaluator.authorizationStatus(for: context) {
        case .notDetermined, .deniedRequestable: return .canAsk
        case .authorized: return .granted
        default: return .blocked
        }
      } catch {
        return .blocked
      }
    }
  }

  func request(_ permission: Permission) async -> Bool {
    switch await state(for: permission) {
    case .granted:
      return true
    case .blocked:
      return false
    case .canAsk:
      switch permission {
      case .notifications:
        return (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])) ?? false
      case .scamProtection:
        return (try? await evaluator.requestAuthorization(for: context)) == .authorized
      }
    }
  }

  func requestGuarded(_ permission: Permission) async -> Bool {
    guard await state(for: permission) == .canAsk else { return false }
    switch permission {
    case .notifications:
      return (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])) ?? false
    case .scamProtection:
      return (try? await evaluator.requestAuthorization(for: context)) == .authorized
    }
  }

  func settingsRowTapped() async -> Bool {
    guard await state(for: .scamProtection) == .canAsk else { return false }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }

  func onboardingStep() async -> Bool {
    switch await state(for: .scamProtection) {
    case .canAsk: return (try? await evaluator.requestAuthorization(for: context)) == .authorized
    case .granted: return true
    case .blocked: return false
    }
  }
}
