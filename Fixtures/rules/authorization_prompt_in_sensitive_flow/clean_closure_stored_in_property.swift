import TrustInsights

// A function that evaluates also stores closures that prompt into properties (its own, or
// another object's): they run when a settings row calls them later, a calm moment of their
// own, not part of the purchase's flow.
final class SettingsRow {
  var action: (() async -> Void)?
}

final class AgentPurchase {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .resourceUse,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  var onSettings: (() async throws -> Void)?
  var onRetry: (() async -> Void)?
  let row = SettingsRow()

  func buyCredits() async throws {
    onSettings = { [evaluator, context] in
      if try await evaluator.authorizationStatus(for: context) == .notDetermined {
        _ = try await evaluator.requestAuthorization(for: context)
      }
    }
    self.onRetry = { [evaluator, context] in
      guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return }
      _ = try? await evaluator.requestAuthorization(for: context)
    }
    row.action = { [evaluator, context] in
      guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return }
      _ = try? await evaluator.requestAuthorization(for: context)
    }
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
