// The evaluation is handed to a `Task` (an escape: the enclosing function owes nothing on that
// path), and the Task, its new holder, tests the outcome and then reports one constant for every
// outcome. The holder's body is judged like any other: the report is blanket.
// (A choice where RULES.md is silent: "the new holder's business" is read as "judged in the
// holder's body", not as "never judged".)
import TrustInsights

@MainActor
final class RequestToPayBanner {
  private let evaluator = InsightEvaluator()
  var bannerVisible = false

  func received(requestID: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    Task { @MainActor in
      if case .success(.high) = evaluation.insight.outcome {
        self.bannerVisible = true
      }
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: blanket_consumption_report
    }
  }

  func receivedOnMainQueue(requestID: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    DispatchQueue.main.async {
      switch evaluation.insight.outcome {
      case .success(.high), .success(.medium):
        self.bannerVisible = true
      case .success, .failure:
        self.bannerVisible = false
      }
      evaluation.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report
    }
  }
}
