import Photos
import TrustInsights

enum TrustInsightsCheck {
  static func context() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  // The app's wrapper checks the status itself; its callers call the wrapper, not the evaluator.
  static func requestAuthorization(for context: InsightEvaluator.InsightContext) async -> Bool {
    let evaluator = InsightEvaluator()
    guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return false }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }
}

final class SettingsViewController {
  func didTapEnable() async {
    let granted = await TrustInsightsCheck.requestAuthorization(for: TrustInsightsCheck.context())
    let photos = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
    print(granted, photos)
  }
}
