import TrustInsights

// Reducers whose `defer` logs metrics and runs at every `return` of a long `switch`. The
// logging statements do nothing with the evaluation: they are lowered once, not at every
// return, and the findings are the same as when each return lowered them again.

enum PayeeAction { case add, remove, rename, verify, share, archive }

protocol Metrics { func count(_ name: String, _ value: Int) }

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The `defer` reports the status each case leaves: one report on every path.
func reducePayee(_ action: PayeeAction, evaluator: InsightEvaluator, metrics: Metrics, tally: [String: Int])
  async throws -> Int
{
  guard tally["enabled"] != nil else { return 0 }
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
  var status = InsightEvaluationConsumptionStatus.notUsedNotNeeded
  defer {
    if let n = tally["adds"], n > 3 { metrics.count("payee.adds", n) }
    if let n = tally["removes"], n > 0 { metrics.count("payee.removes", n) }
    evaluation.reportConsumption(status)
    metrics.count("payee.reduce", 1)
  }
  if case .success(.high) = evaluation.insight.outcome { status = .usedIncreasedFriction }
  switch action {
  case .add: return 1
  case .remove: return 2
  case .rename: return 3
  case .verify:
    status = status == .usedIncreasedFriction ? status : .usedUnchangedFriction
    return 4
  case .share: return 5
  case .archive: return 6
  }
}

// The `defer` only logs; two cases report and the others return without a report.
func reducePayeeLeaky(_ action: PayeeAction, evaluator: InsightEvaluator, metrics: Metrics, tally: [String: Int])
  async throws -> Int
{
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)  // expect: missing_consumption_report
  defer {
    if let n = tally["adds"], n > 3 { metrics.count("payee.adds", n) }
    metrics.count("payee.reduce", 1)
  }
  switch action {
  case .add:
    evaluation.reportConsumption(.usedEvaluationOnly)
    return 1
  case .remove: return 2
  case .rename: return 3
  case .verify:
    evaluation.reportConsumption(.usedEvaluationOnly)
    return 4
  case .share, .archive: return 5
  }
}

// The `defer` reports, and so does one case: the defer's report is the second on that path.
func reducePayeeTwice(_ action: PayeeAction, evaluator: InsightEvaluator, metrics: Metrics, tally: [String: Int])
  async throws -> Int
{
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
  defer {
    if let n = tally["adds"], n > 3 { metrics.count("payee.adds", n) }
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
    metrics.count("payee.reduce", 1)
  }
  switch action {
  case .add: return 1
  case .remove: return 2
  case .verify:
    evaluation.reportConsumption(.usedEvaluationOnly)
    return 4
  default: return 0
  }
}
