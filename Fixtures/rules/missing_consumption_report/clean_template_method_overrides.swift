import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// Every override reports, itself or through `super`.
class SensitiveChangeFlow {
  let evaluator = InsightEvaluator()

  func run() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return decide(evaluation)
  }

  func decide(_ evaluation: CoachingEvaluation) -> Bool {
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}

final class PhoneNumberChangeFlow: SensitiveChangeFlow {
  override func decide(_ evaluation: CoachingEvaluation) -> Bool {
    super.decide(evaluation)
  }
}

final class EmailChangeFlow: SensitiveChangeFlow {
  override func decide(_ evaluation: CoachingEvaluation) -> Bool {
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}

/// A subclass whose override drops the evaluation, called on an object built as the base
/// class: the base's method runs.
class PayeeFlow {
  func settle(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

final class QuietPayeeFlow: PayeeFlow {
  override func settle(_ evaluation: CoachingEvaluation) {}
}

final class PayeeScreen {
  let evaluator = InsightEvaluator()

  func addPayee() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let flow = PayeeFlow()
    flow.settle(evaluation)
  }
}

/// A final class's own method, and a same-named method of an unrelated class.
final class ReviewFlow {
  let evaluator = InsightEvaluator()

  func run() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    _ = decide(evaluation)
  }

  func decide(_ evaluation: CoachingEvaluation) -> Bool {
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}
