import TrustInsights

// An app names its categories once, as members of Apple's own type, and writes them as
// implicit members at every call site. Each resolves to a sensitive category declared in the
// linted set: nothing here is `.other` or a name that is not a category.
extension InsightEvaluator.OperationCategory {
  static var moneyMovement: Self { .payment }
  static let profileChange: InsightEvaluator.OperationCategory = .account
  static func forSupportChat() -> InsightEvaluator.OperationCategory { .communication }
}

enum TransferRisk {
  static func evaluateTransfer() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .moneyMovement,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  static func evaluateProfileChange() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .profileChange,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  static func evaluateSupportChat() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .forSupportChat(),
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
