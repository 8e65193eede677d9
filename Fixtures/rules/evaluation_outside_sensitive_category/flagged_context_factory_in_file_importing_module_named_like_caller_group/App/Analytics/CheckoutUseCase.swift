import Foundation
import TrustInsights

// Xcode layout: `App/Analytics/` is a group of the app (none of its files imports the vendor
// SDK `Analytics`). The context comes from App/Trust/ContextFactory.swift, which imports
// Analytics: app code all the same, so its '.other' is the category of this call.
final class CheckoutUseCase {
  private let evaluator = InsightEvaluator()

  func run() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: ContextFactory.payment()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
