import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  static func make(for category: InsightEvaluator.OperationCategory) async throws -> Self {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await InsightEvaluator().requestEvaluation(context: context)
  }

  /// An instance method returning `Self` hands back `self`: no new evaluation.
  func logged() -> Self {
    print(insight.insightID)
    return self
  }

  func settle() {
    reportConsumption(.usedUnchangedFriction)
  }
}

/// Another type's factory written `Self`.
struct Receipt {
  var id = 0
  static func make() async throws -> Self { Receipt() }
}

extension Receipt {
  static func makeIfReady() -> Self? { nil }
}

final class CardModel {
  func replaceCard() async throws {
    let evaluation = try await CoachingEvaluation.make(for: .account)
    evaluation.logged().settle()
  }

  func activate() async throws {
    let evaluation = try await InsightEvaluation<IsLikelyBeingCoachedInsight>.make(for: .account)
    evaluation.settle()
  }

  func printReceipt() async throws {
    let receipt = try await Receipt.make()
    _ = receipt.id
    _ = Receipt.makeIfReady()
  }
}
