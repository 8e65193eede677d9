import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  /// A factory whose result is written `Self`: the evaluation type.
  static func make(for category: InsightEvaluator.OperationCategory) async throws -> Self {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await InsightEvaluator().requestEvaluation(context: context)
  }
}

extension CoachingEvaluation {
  /// The same through the alias, optional.
  static func makeIfAuthorized() async throws -> Self? {
    let evaluator = InsightEvaluator()
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard try await evaluator.authorizationStatus(for: context) == .authorized else { return nil }
    return try await evaluator.requestEvaluation(context: context)
  }
}

final class CardModel {
  func replaceCard() async throws {
    let evaluation = try await CoachingEvaluation.make(for: .account)  // expect: missing_consumption_report
    _ = evaluation.insight.insightID
  }

  func pay() async throws {
    guard let evaluation = try await CoachingEvaluation.makeIfAuthorized() else { return }  // expect: missing_consumption_report
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }
}
