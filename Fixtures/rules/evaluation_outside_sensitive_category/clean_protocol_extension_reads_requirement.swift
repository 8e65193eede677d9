// A protocol extension builds the context from a requirement that every conforming screen
// declares with a sensitive category, as a static or an instance property.
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

struct ChangeEmailFlow: TrustGuardedFlow {
  static var trustCategory: InsightEvaluator.OperationCategory { .account }
}

protocol CategorizedAction {
  var category: InsightEvaluator.OperationCategory { get }
}

extension CategorizedAction {
  func protectionStatus(_ evaluator: InsightEvaluator) async -> InsightEvaluator.AuthorizationStatus? {
    let context = InsightEvaluator.InsightContext(
      operationCategory: self.category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    return try? await evaluator.authorizationStatus(for: context)
  }
}

struct OptionsTradeAction: CategorizedAction {
  var category: InsightEvaluator.OperationCategory { .payment }
}

struct MessageAdvisorAction: CategorizedAction {
  let category: InsightEvaluator.OperationCategory = .communication
}

func protectionBadges(evaluator: InsightEvaluator) async -> [Bool] {
  [
    await SellOrderFlow().isProtected(by: evaluator),
    await ChangeEmailFlow().isProtected(by: evaluator),
    await OptionsTradeAction().protectionStatus(evaluator) == .authorized,
    await MessageAdvisorAction().protectionStatus(evaluator) == .authorized,
  ]
}
