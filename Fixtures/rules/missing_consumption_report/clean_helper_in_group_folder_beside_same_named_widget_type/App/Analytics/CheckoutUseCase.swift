import Foundation
import TrustInsights

// Xcode layout: `App/Analytics/` is a group of the app (none of its files imports the vendor
// SDK `Analytics`); App/Trust/TrustReporter.swift imports Analytics and reports. The widget
// extension has its own `TrustReporter`, which does not report. The call means the app's
// reporter (the nearest); a folder named like the module that reporter imports does not make
// the call run the widget's.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class CheckoutUseCase {
  private let evaluator = InsightEvaluator()
  func run() async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return true }
    switch evaluation.insight.outcome {
    case .success(.high):
      TrustReporter.finish(evaluation, .usedIncreasedFriction)
      return false
    case .success:
      TrustReporter.finish(evaluation, .usedUnchangedFriction)
      return true
    case .failure:
      TrustReporter.finish(evaluation, .notUsedError)
      return true
    }
  }
}
