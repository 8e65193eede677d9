import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// Template method: `run()` asks for the evaluation, subclasses decide what to do with it.
class SensitiveChangeFlow {
  let evaluator = InsightEvaluator()

  final func run() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    return decide(evaluation)
  }

  func runAgain() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    _ = self.decide(evaluation)
  }

  func decide(_ evaluation: CoachingEvaluation) -> Bool {
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}

class PhoneNumberChangeFlow: SensitiveChangeFlow {
  override func decide(_ evaluation: CoachingEvaluation) -> Bool {
    super.decide(evaluation)
  }
}

/// Two levels down, the override only reads the outcome.
final class DeviceEnrollmentFlow: PhoneNumberChangeFlow {
  override func decide(_ evaluation: CoachingEvaluation) -> Bool {
    guard case .success(let level) = evaluation.insight.outcome else { return false }
    return level == .high
  }
}
