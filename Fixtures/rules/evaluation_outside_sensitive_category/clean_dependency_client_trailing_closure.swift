import TrustInsights

// A dependency client built with a trailing closure (`TrustClient { context in … }`, `Self {
// … } status: { … }`): the struct's memberwise initializer keeps the unlabelled closure under
// its first closure property the labelled arguments leave out, so the closure's parameter takes
// what every call of that property passes (sensitive categories only here). `Self` in the
// client's extension names the client.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct TrustClient {
  var name = "live"
  var evaluate: (InsightEvaluator.InsightContext) async throws -> CoachingEvaluation
  var status: (InsightEvaluator.InsightContext) async throws -> InsightEvaluator.AuthorizationStatus
}

extension TrustClient {
  static let live = TrustClient { context in
    try await InsightEvaluator().requestEvaluation(context: context)
  } status: { context in
    try await InsightEvaluator().authorizationStatus(for: context)
  }

  static let preview = Self(name: "preview") { context in
    try await InsightEvaluator().requestEvaluation(context: context)
  } status: {
    try await InsightEvaluator().authorizationStatus(for: $0)
  }
}

// The category is a closure parameter; the client's calls pass sensitive ones.
struct CoachingDependency {
  var evaluate: (InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation
}

extension CoachingDependency {
  static let live = CoachingDependency { category in
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await InsightEvaluator().requestEvaluation(context: context)
  }
}

func sendMoney(client: TrustClient, coaching: CoachingDependency) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  guard try await client.status(context) == .authorized else { return }
  let evaluation = try await client.evaluate(context)
  evaluation.reportConsumption(.usedEvaluationOnly)
  let second = try await coaching.evaluate(.account)
  second.reportConsumption(.usedEvaluationOnly)
}
