import TrustInsights

// `.other` written to a property of the same name on another type (an analytics event that
// never builds a context), and through a receiver whose type is not known: neither is the
// request's `category`, which only ever holds `.payment`.
struct PaymentRequest {
  var category: InsightEvaluator.OperationCategory = .payment

  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

struct AnalyticsEvent {
  var category: InsightEvaluator.OperationCategory = .payment
  var name = ""
}

func track(_ configure: (inout AnalyticsEvent) -> Void) {
  var event = AnalyticsEvent()
  configure(&event)
}

func pay(evaluator: InsightEvaluator) async throws {
  var event = AnalyticsEvent()
  event.category = .other
  track { $0.category = .other }
  let request = PaymentRequest()
  let evaluation = try await evaluator.requestEvaluation(context: request.makeContext())
  evaluation.reportConsumption(.usedEvaluationOnly)
}
