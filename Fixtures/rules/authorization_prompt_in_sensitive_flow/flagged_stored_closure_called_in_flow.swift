import TrustInsights

// A closure stored into a property runs later (clean_closure_stored_in_property), unless the
// body calls that property itself right after storing it: then the prompt is in this flow
// (probes-dq s01, s04; missed before).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class TransferModel {
  var onRetry: (() async throws -> Void)?
  let evaluator = InsightEvaluator()

  func transfer() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    evaluation.reportConsumption(.usedEvaluationOnly)
    onRetry = { [evaluator] in
      let status = try await evaluator.authorizationStatus(for: payContext)
      if status == .notDetermined { _ = try await evaluator.requestAuthorization(for: payContext) }  // expect: authorization_prompt_in_sensitive_flow
    }
    try await onRetry?()
  }
}
struct Row {
  var action: () async throws -> Void = {}
}

final class RowModel {
  var row = Row()
  let evaluator = InsightEvaluator()

  func transfer() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    evaluation.reportConsumption(.usedEvaluationOnly)
    row.action = { [evaluator] in
      let status = try await evaluator.authorizationStatus(for: payContext)
      if status == .notDetermined { _ = try await evaluator.requestAuthorization(for: payContext) }  // expect: authorization_prompt_in_sensitive_flow
    }
    try await row.action()
  }
}
