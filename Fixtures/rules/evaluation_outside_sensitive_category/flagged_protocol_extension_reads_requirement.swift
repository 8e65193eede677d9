// Each screen of a brokerage app declares its category as a protocol requirement; a protocol extension builds the context.
import TrustInsights

protocol TrustGuardedFlow {
  static var trustCategory: InsightEvaluator.OperationCategory { get }
}

extension TrustGuardedFlow {
  var trustContext: InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: Self.trustCategory,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  }

  func isProtected(by evaluator: InsightEvaluator) async -> Bool {
    (try? await evaluator.authorizationStatus(for: trustContext)) == .authorized
  }
}

struct SellOrderFlow: TrustGuardedFlow {
  static let trustCategory: InsightEvaluator.OperationCategory = .payment
}

struct TaxDocumentExportFlow: TrustGuardedFlow {
  static let trustCategory: InsightEvaluator.OperationCategory = .other  // expect: evaluation_outside_sensitive_category
}

// The same with an instance requirement read on `self`.
protocol CategorizedAction {
  var category: InsightEvaluator.OperationCategory { get }
}

extension CategorizedAction {
  func protectionStatus(_ evaluator: InsightEvaluator) async -> InsightEvaluator.AuthorizationStatus? {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    return try? await evaluator.authorizationStatus(for: context)
  }
}

struct OptionsTradeAction: CategorizedAction {
  var category: InsightEvaluator.OperationCategory { .payment }
}

struct ShareWatchlistAction: CategorizedAction {
  var category: InsightEvaluator.OperationCategory { .other }  // expect: evaluation_outside_sensitive_category
}

func protectionBadges(evaluator: InsightEvaluator) async -> [Bool] {
  [
    await SellOrderFlow().isProtected(by: evaluator),
    await TaxDocumentExportFlow().isProtected(by: evaluator),
    await OptionsTradeAction().protectionStatus(evaluator) == .authorized,
    await ShareWatchlistAction().protectionStatus(evaluator) == .authorized,
  ]
}
