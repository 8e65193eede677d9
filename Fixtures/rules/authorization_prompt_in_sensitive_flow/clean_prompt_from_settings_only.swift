import Photos
import TrustInsights
import UserNotifications

final class AppPermissions {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  // A transfer that also asks other frameworks for permission: those are not TrustInsights prompts.
  func attachReceiptAndSend() async {
    _ = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
    _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized,
      let evaluation = try? await evaluator.requestEvaluation(context: context)
    else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  // The TrustInsights prompt lives in settings.
  func settingsToggle() async -> Bool {
    guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return false }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }
}
