import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

protocol Ledger {
  func post(_ amount: Int) throws
}

enum TransferError: Error { case declined }

// A local function that throws is called before the report and again after it: the leaking
// exit is the first call's `try`, not the `throw` inside the function (which both calls
// share), and not the branch inside it (probes-cn p141, p151: "throws at line 20 inside the
// 'if' at line 20" named a line of `validate()` and could not say which call leaked).
func transfer(evaluator: InsightEvaluator, amount: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "is not reported on every path: 'try validate()' can throw at line 22"
  func validate() throws {
    if amount < 0 { throw TransferError.declined }
  }
  try validate()  // expect-note: missing_consumption_report "can throw here before the report"
  evaluation.reportConsumption(.usedEvaluationOnly)
  try validate()
}

// A `try` inside the local function, and a call inside a `do` whose `catch` rethrows: the
// note names the call's `try` as the one that threw into the `catch` (probes-cn p152).
func post(evaluator: InsightEvaluator, ledger: any Ledger, amount: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "the 'catch' at line 36 throws without a report when 'try book()' at line 35 throws"
  func book() throws {
    try ledger.post(amount)
  }
  do {
    try book()  // expect-note: missing_consumption_report "can throw here into the 'catch' at line 36 before the report"
  } catch {
    throw error  // expect-note: missing_consumption_report "throws here without a report"
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
