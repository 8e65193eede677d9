import TrustInsights

enum Friction {
  case none
  case warn
  case hold
}

final class CoachingService {
  private let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  // Requests and reports the evaluation itself: callers get only the friction.
  func assess() async -> Friction {
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized,
      let evaluation = try? await evaluator.requestEvaluation(context: context)
    else { return .none }
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .hold
    case .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .warn
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return .none
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return .none
    }
  }
}

@MainActor
final class ConfirmTransferViewModel {
  private let evaluator = InsightEvaluator()
  private let service = CoachingService()
  var friction = Friction.none

  func confirm() async {
    if (try? await evaluator.authorizationStatus(for: service.context)) == .notDetermined {
      // The service evaluates right after: this prompt is in the middle of the transfer.
      _ = try? await evaluator.requestAuthorization(for: service.context)  // expect: authorization_prompt_in_sensitive_flow "'assess'"
    }
    friction = await service.assess()
  }

  func settingsRowTapped() async {
    // No evaluation in this flow.
    guard (try? await evaluator.authorizationStatus(for: service.context)) == .notDetermined else { return }
    _ = try? await evaluator.requestAuthorization(for: service.context)
  }
}
