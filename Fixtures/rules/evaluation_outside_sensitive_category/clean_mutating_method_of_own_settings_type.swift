import TrustInsights

// Only a `mutating` method of the framework's context counts: the app's own settings type
// with an `operationCategory` of its own is another type, and a `mutating` method of the
// context that sets a sensitive category is fine.
struct ChatSettings {
  enum Category { case payment, other }
  var operationCategory: Category = .payment
  mutating func relax() { operationCategory = .other }
}

extension InsightEvaluator.InsightContext {
  mutating func forPayment() { operationCategory = .payment }
}

func chat() async throws {
  var settings = ChatSettings()
  settings.relax()
  var context = InsightEvaluator.InsightContext(
    operationCategory: .communication, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  context.forPayment()
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
