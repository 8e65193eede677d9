import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction {
  case none, warn, hold

  init(level: IsLikelyBeingCoachedInsight.Value?) {
    switch level {
    case .high?: self = .hold
    case .medium?: self = .warn
    default: self = .none
    }
  }
}

final class TransferScreen {
  func show(_ friction: Friction) {}
  func warn() {}

  // A value bound from the outcome is tested; the report after it is the same for all.
  func review(evaluator: InsightEvaluator) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    let held = (try? evaluation.insight.outcome.get()) == .high
    if held {
      warn()
    }
    evaluation.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report
  }

  // The outcome is handed to the app's own decision, which tests it.
  func reviewWithPolicy(evaluator: InsightEvaluator) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    show(Friction(level: try? evaluation.insight.outcome.get()))
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: blanket_consumption_report
  }
}
