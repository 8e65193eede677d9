// The evaluation is handed to a `Task` and to a main-queue closure, and each holder reports in
// every branch what that branch did (or, untested, one honest constant): no blanket report.
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
        evaluation.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
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
        evaluation.reportConsumption(.usedIncreasedFriction)
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
      }
    }
  }

  func logged(requestID: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    Task {
      print("insight: \(String(describing: evaluation.insight.outcome))")
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
