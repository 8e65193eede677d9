import TrustInsights

// A reporting helper in an extension of `Optional` whose `Wrapped` is the evaluation type:
// its `self` is the optional evaluation, and a helper that reports it on every path is a
// consuming helper for the evaluation it is called on.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

extension Optional where Wrapped == CoachingEvaluation {
  func reportUnchanged() {
    self?.reportConsumption(.usedUnchangedFriction)
  }
}

extension Optional where Wrapped == InsightEvaluation<IsLikelyBeingCoachedInsight> {
  func reportNotNeeded() {
    guard let evaluation = self else { return }
    evaluation.reportConsumption(.notUsedNotNeeded)
  }
}

extension Optional where Wrapped: CoachingEvaluation {
  func reportEvaluationOnly() {
    switch self {
    case .some(let evaluation): evaluation.reportConsumption(.usedEvaluationOnly)
    case .none: break
    }
  }
}

final class TransferFlow {
  let evaluator = InsightEvaluator()

  func review() async {
    let context = InsightEvaluator.InsightContext(operationCategory: .payment)
    let evaluation: CoachingEvaluation? = try? await evaluator.requestEvaluation(context: context)
    evaluation.reportUnchanged()
  }

  func reviewAgain() async {
    let context = InsightEvaluator.InsightContext(operationCategory: .payment)
    let evaluation: CoachingEvaluation? = try? await evaluator.requestEvaluation(context: context)
    evaluation.reportNotNeeded()
  }

  func reviewOnce() async {
    let context = InsightEvaluator.InsightContext(operationCategory: .payment)
    let evaluation: CoachingEvaluation? = try? await evaluator.requestEvaluation(context: context)
    evaluation.reportEvaluationOnly()
  }
}
