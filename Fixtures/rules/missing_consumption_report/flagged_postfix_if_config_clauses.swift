import TrustInsights

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// A postfix `#if` whose clauses hold different calls: each build's chain is one alternative
// path, as `#if` blocks around statements are (RULES.md). Keeping one clause hid the other
// build's evaluation (probes-di a01, probes-da s14) or its missing report (probes-di a03).
func sendWire(evaluator: InsightEvaluator, amount: Int) async throws -> Bool {
  let evaluation = try await evaluator
  #if STAGING
    .requestEvaluation(context: payContext)  // expect: missing_consumption_report "returns at line 17"
  #else
    .requestEvaluation(context: payContext)  // expect: missing_consumption_report "returns at line 17"
  #endif
  if amount > 10_000 { return false }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

func confirmTrade(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  evaluation
  #if DEBUG
    .reportConsumption(.usedEvaluationOnly)
  #elseif STAGING
    .reportConsumption(.usedUnchangedFriction)
  #else
    .insight
  #endif
}

// Without an `#else`, a build that compiles no clause applies no suffix.
func closeAccount(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  evaluation
  #if DEBUG
    .reportConsumption(.usedEvaluationOnly)
  #endif
}
