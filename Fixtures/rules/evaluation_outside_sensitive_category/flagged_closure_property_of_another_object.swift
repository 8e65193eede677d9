import TrustInsights

// A dependency holds its context factory in a closure property; the evaluator call reads it
// on that object (`environment.makeContext(.send)`): what the closure returns flows there.

enum Action { case send, view }

struct TrustEnvironment {
  var makeContext: (Action) -> InsightEvaluator.InsightContext = { action in
    InsightEvaluator.InsightContext(
      operationCategory: action == .send ? .payment : .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

struct SendMoney {
  let environment = TrustEnvironment()
  let evaluator = InsightEvaluator()

  func run() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: environment.makeContext(.send))
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
