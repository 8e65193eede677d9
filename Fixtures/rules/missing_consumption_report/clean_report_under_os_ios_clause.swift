import TrustInsights

// TrustInsights ships for iOS, iPadOS and Mac Catalyst, and every one of those builds is
// `os(iOS)`: a report under `#if os(iOS)` without `#else` is compiled wherever the evaluation
// exists, an `#elseif os(iOS)` after `targetEnvironment(macCatalyst)` completes the chain, and a
// `#if !os(iOS)` clause is never compiled there (probes-cf p37, p38, p79, p100).

let exportContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@available(iOS 27, *)
func screenExport(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: exportContext)
  let high = evaluation.insight.outcome == .success(.high)
  #if os(iOS)
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  #endif
  return high
}

@available(iOS 27, *)
func screenExportPerPlatform(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: exportContext)
  let high = evaluation.insight.outcome == .success(.high)
  #if targetEnvironment(macCatalyst)
    evaluation.reportConsumption(.usedEvaluationOnly)
  #elseif os(iOS)
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  #endif
  return high
}

@available(iOS 27, *)
func screenExportWithStub(evaluator: InsightEvaluator) async throws -> Bool {
  #if !os(iOS)
    return false
  #endif
  let evaluation = try await evaluator.requestEvaluation(context: exportContext)
  let high = evaluation.insight.outcome == .success(.high)
  #if os(macOS)
    print("never compiled with TrustInsights")
  #else
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  #endif
  return high
}

// A disjunction with `os(iOS)` (or `canImport(TrustInsights)`) holds wherever one of its
// operands does (probes-cf p164).
@available(iOS 27, *)
func screenExportMultiplatform(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: exportContext)
  let high = evaluation.insight.outcome == .success(.high)
  #if os(iOS) || os(visionOS)
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  #endif
  return high
}

@available(iOS 27, *)
func screenExportParenthesised(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: exportContext)
  #if DEBUG || (canImport(TrustInsights))
    evaluation.reportConsumption(.usedEvaluationOnly)
  #endif
  return true
}
