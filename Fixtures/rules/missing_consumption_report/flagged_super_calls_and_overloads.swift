import TrustInsights

// `super.close(e)` runs the superclass's method, not the override it is written in; an
// overload whose parameter is a plain value type (`String`) cannot receive the evaluation;
// `Audit.settle(e)` is the static method and `audit.settle(e)` the instance one.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

class ReviewController {
  func close(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

final class PayeeReviewController: ReviewController {
  var skipAudit = false

  override func close(_ evaluation: CoachingEvaluation) {  // expect: missing_consumption_report "returns at line 22"
    if skipAudit { return }
    super.close(evaluation)
  }
}

final class WireReviewController: ReviewController {
  override func close(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
    super.close(evaluation)  // expect: duplicate_consumption_report
  }
}

func logEvaluation(_ evaluation: CoachingEvaluation) {
  print("\(evaluation.insight.outcome)")
}

func logEvaluation(_ message: String) {
  print(message)
}

struct Audit {
  static func settle(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func settle(_ evaluation: CoachingEvaluation) {
    print("\(evaluation.insight.outcome)")
  }
}

func confirm(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "never reported"
  logEvaluation(evaluation)
}

func confirmAudited(_ evaluator: InsightEvaluator, audit: Audit) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "never reported"
  audit.settle(evaluation)
}

func confirmSettled(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  Audit.settle(evaluation)
  evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
}
