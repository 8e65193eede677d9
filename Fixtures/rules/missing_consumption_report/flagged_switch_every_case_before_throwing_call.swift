import TrustInsights

struct Ledger {
  func reserve(_ amount: Int) async throws {}
}

protocol ChunkSource { func stream(_ prompt: String) -> AsyncThrowingStream<String, Error> }

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// Every case of the outcome switch goes on to the call that can throw before the report: the
// switch says nothing about the leaking path, so the message names the call alone and no case
// gets a note (probes-cg p14, p14b: the cases were all listed, with "'.success(.unknown)' takes
// the '.success' branch"). A switch one of whose cases reports and leaves is still named.
func pay(evaluator: InsightEvaluator, ledger: Ledger, amount: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)  // expect: missing_consumption_report "is not reported on every path: 'try await ledger.reserve(amount)' can throw at line 25"
  let elevated: Bool
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium): elevated = true
  case .success: elevated = false
  case .failure: elevated = false
  }
  try await ledger.reserve(amount)  // expect-note: missing_consumption_report "can throw here before the report"
  evaluation.reportConsumption(elevated ? .usedIncreasedFriction : .usedUnchangedFriction)
}

func answer(evaluator: InsightEvaluator, prompt: String, source: any ChunkSource) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)  // expect: missing_consumption_report "is not reported on every path: 'for try await chunk in source.stream(prompt)' can throw at line 37"
  let elevated: Bool
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium): elevated = true
  case .success, .failure: elevated = false
  }
  var reply = ""
  for try await chunk in source.stream(prompt) {  // expect-note: missing_consumption_report "can throw here before the report"
    reply += chunk
  }
  evaluation.reportConsumption(elevated ? .usedIncreasedFriction : .usedUnchangedFriction)
  return reply
}

func payUnlessFailed(evaluator: InsightEvaluator, ledger: Ledger, amount: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)  // expect: missing_consumption_report "can throw at line 54 after the '.success(.high), .success(.medium)' branch or after the '.success' branch (taken by '.success(.unknown)')"
  let elevated: Bool
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium): elevated = true
  case .success: elevated = false  // expect-note: missing_consumption_report "'.success(.unknown)' takes the '.success' branch"
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    return
  }
  try await ledger.reserve(amount)  // expect-note: missing_consumption_report "can throw here before the report"
  evaluation.reportConsumption(elevated ? .usedIncreasedFriction : .usedUnchangedFriction)
}
