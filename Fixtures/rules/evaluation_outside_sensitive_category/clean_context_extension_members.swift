import TrustInsights

// Apps name their contexts once, as static members of Apple's context type, and pass them as
// implicit members (`context: .transfer`). Each is a static property or function that returns a
// context with a sensitive category written in it, so no call here lacks a category.
extension InsightEvaluator.InsightContext {
  static var transfer: Self {
    .init(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  static let passwordChange = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  static func supportChat() -> InsightEvaluator.InsightContext {
    .init(
      operationCategory: .communication,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

enum SensitiveActions {
  static func transfer() async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: .transfer)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  static func changePassword() async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: .passwordChange)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  static func openSupportChat() async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: .supportChat())
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  static func transferQualified() async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(
      context: InsightEvaluator.InsightContext.transfer)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
