import TrustInsights

// The neighbour of clean_report_under_os_ios_clause.swift: a report written only for another
// system (`os(macOS)`, `!os(iOS)`) is never compiled where TrustInsights exists, so the
// evaluation leaks in every build that has one (probes-cf p78).

let exportContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@available(iOS 27, *)
func screenExport(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: exportContext)  // expect: missing_consumption_report "returns at line 19"
  let high = evaluation.insight.outcome == .success(.high)
  #if os(macOS)
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  #endif
  return high
}

@available(iOS 27, *)
func screenExportNegated(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: exportContext)  // expect: missing_consumption_report
  let high = evaluation.insight.outcome == .success(.high)
  #if !os(iOS)
    evaluation.reportConsumption(.usedEvaluationOnly)
  #elseif DEBUG
    evaluation.reportConsumption(.usedEvaluationOnly)
  #endif
  return high
}

// A disjunction of other systems is never compiled either (probes-cf p165); a conjunction with
// `os(iOS)` is as alternative as its other operand.
@available(iOS 27, *)
func screenExportOtherSystems(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: exportContext)  // expect: missing_consumption_report "returns at line 43"
  let high = evaluation.insight.outcome == .success(.high)
  #if os(macOS) || os(watchOS)
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  #endif
  return high
}

@available(iOS 27, *)
func screenExportDebugOnly(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: exportContext)  // expect: missing_consumption_report
  #if os(iOS) && DEBUG
    evaluation.reportConsumption(.usedEvaluationOnly)
  #endif
  return true
}
