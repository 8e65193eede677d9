import TrustInsights

typealias CoachingEvaluator = InsightEvaluator

let reviewContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum TrustPlugin {
  case insights(InsightEvaluator)
  case none
}

typealias TrustRun = (CoachingEvaluator, Bool) async throws -> Void

// Each receiver is known to be the framework's evaluator (or an alias of it) from how it is
// bound, whatever its name: the calls create evaluations, and each leaks on one path.
@available(iOS 27.0, *)
final class TransferReviews {
  func viaCast(_ dependency: Any, skip: Bool) async throws {
    guard let evaluator = dependency as? InsightEvaluator else { return }
    let evaluation = try await evaluator.requestEvaluation(context: reviewContext)  // expect: missing_consumption_report "returns at line 24"
    if skip { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func viaAliasCast(_ dependency: Any, skip: Bool) async throws {
    if let checker = dependency as? CoachingEvaluator {
      let evaluation = try await checker.requestEvaluation(context: reviewContext)  // expect: missing_consumption_report "returns at line 31"
      if skip { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  func viaPayload(_ plugin: TrustPlugin, skip: Bool) async throws {
    guard case .insights(let checker) = plugin else { return }
    let evaluation = try await checker.requestEvaluation(context: reviewContext)  // expect: missing_consumption_report "returns at line 39"
    if skip { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func viaTuple(skip: Bool) async throws {
    let (checker, attempts) = (InsightEvaluator(), 1)
    let evaluation = try await checker.requestEvaluation(context: reviewContext)  // expect: missing_consumption_report "returns at line 46"
    if skip || attempts > 1 { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func viaClosureUnderAliasedType(skip: Bool) async throws {
    let run: TrustRun = { checker, skip in
      let evaluation = try await checker.requestEvaluation(context: reviewContext)  // expect: missing_consumption_report "returns at line 53"
      if skip { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    try await run(InsightEvaluator(), skip)
  }
}

/// A base model whose subclasses inherit the framework's evaluator.
class BaseTrustModel {
  let insights = InsightEvaluator()
}

@available(iOS 27.0, *)
final class PayeeReviewModel: BaseTrustModel {
  func review(skip: Bool) async throws {
    let evaluation = try await insights.requestEvaluation(context: reviewContext)  // expect: missing_consumption_report "returns at line 69"
    if skip { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
