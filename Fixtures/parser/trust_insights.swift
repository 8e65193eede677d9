import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  func reportUnused() {
    reportConsumption(.notUsedNotNeeded)
  }
}

enum TrustInsightsCheck {
  static func decide(_ evaluation: CoachingEvaluation?) -> Friction {
    guard let evaluation else { return .none }

    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction, insightsUsed: [evaluation.insight])
      return .none
    case .success(.medium), .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction, insightsUsed: [evaluation.insight])
      return .warn
    case .success:
      evaluation.reportConsumption(.notUsedError)
      return .none
    case .failure(let error):
      log.notice("Insight failed: \(String(describing: error), privacy: .public)")
      evaluation.reportConsumption(.notUsedError)
      return .none
    }
  }

  func evaluate(operation: SensitiveOperation) async -> Result {
    let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
    let context = InsightEvaluator.InsightContext(
      operationCategory: operation.trustCategory,
      requestedEvaluations: request
    )
    do {
      guard try await evaluator.requestAuthorization(for: context) == .authorized else {
        return .unavailable
      }
      let assessment = try await evaluator.requestEvaluation(context: context)
      defer { assessment.reportConsumption(.notUsedError) }
      switch try assessment.insight.outcome.get() {
      case .unknown:
        return .noAdditionalSignal
      case .medium, .high:
        return .addFriction
      @unknown default:
        return .unavailable
      }
    } catch {
      return .unavailable
    }
  }

  private func startEvaluation() {
    let context = TrustInsightsCheck.context()
    pending = Task { await TrustInsightsCheck.evaluate(context) }
    let decision = evaluation.map { e in e.insight.outcome } ?? .failure(.unavailable)
    if case let .success(value) = try? evaluation?.insight.outcome.get(), value == .high {
      proceedWithPayment()
    }
  }
}
