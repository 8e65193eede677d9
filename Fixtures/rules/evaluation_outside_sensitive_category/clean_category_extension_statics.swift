import TrustInsights

typealias TransferCategory = InsightEvaluator.OperationCategory

// Categories and contexts the app names in extensions of the framework's types (one written
// through an alias): every value they hold is a sensitive category, so nothing is reported.
extension TransferCategory {
  static let moneyMovement: Self = .payment
  static var signIn: Self { Self.account }
  static var messaging: InsightEvaluator.OperationCategory { communication }
}

extension InsightEvaluator.InsightContext {
  static let checkout = InsightEvaluator.InsightContext(
    operationCategory: .moneyMovement,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  static func coaching(_ category: InsightEvaluator.OperationCategory) -> Self {
    .init(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

final class WalletModel {
  let evaluator = InsightEvaluator()

  func pay() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: .checkout)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func logIn() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: .coaching(.signIn))
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func send() async throws {
    let context = InsightEvaluator.InsightContext.coaching(TransferCategory.messaging)
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
