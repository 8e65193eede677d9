import Foundation
import TrustInsights

// Xcode layout: `App/Analytics/` is a group of the app (none of its files imports the vendor
// SDK `Analytics`). The status check is in App/Trust/TrustGate.swift, which imports Analytics:
// app code all the same, so the prompt is preceded by it.
final class TrustSettingsModel {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func enable() async throws {
    guard try await TrustGate.mayPrompt(evaluator, context) else { return }
    _ = try await evaluator.requestAuthorization(for: context)
  }
}
