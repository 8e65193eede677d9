import TrustInsights

// `environment.makeContext(.send)` runs the method `TrustEnvironment.makeContext(_:)`: the
// preview's closure property of the same name (returning `.other`) is not called here.

enum Action { case send, view }

struct TrustEnvironment {
  func makeContext(_ action: Action) -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: action == .send ? .payment : .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

struct PreviewEnvironment {
  var makeContext: (Action) -> InsightEvaluator.InsightContext = { _ in
    InsightEvaluator.InsightContext(
      operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
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
