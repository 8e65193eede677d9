import TrustInsights

// The nearest defects to clean_generic_typed_throws_error_callback: a callback that takes a
// callback of E (`((E) -> Void) -> Void`), one that may write an E (`(inout E?) -> Void`) or an
// optional E (`fallback: E?`) can supply an error of type E, so the call may throw it whatever
// its body throws (probes-en p06).

let feeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum QuoteError: Error { case stale }

func quoteOr<T, E: Error>(_ body: () throws(E) -> T?, fallback: E?) throws(E) -> T {
  if let v = try body() { return v }
  if let fallback { throw fallback }
  fatalError("no quote and no fallback")
}

func watching<T, E: Error>(_ body: () throws(E) -> T, watch: ((E) -> Void) -> Void) throws(E) -> T {
  try body()
}

func quote(_ evaluator: InsightEvaluator, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)  // expect: missing_consumption_report
  let q = try quoteOr({ cents > 0 ? cents : nil }, fallback: QuoteError.stale)
  evaluation.reportConsumption(.usedEvaluationOnly)
  return q
}

func watchedQuote(_ evaluator: InsightEvaluator, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)  // expect: missing_consumption_report
  let q = try watching({ cents }, watch: { report in report(QuoteError.stale) })
  evaluation.reportConsumption(.usedEvaluationOnly)
  return q
}

func amending<T, E: Error>(_ body: () throws(E) -> T, amend: (inout E?) -> Void) throws(E) -> T {
  var pending: E?
  amend(&pending)
  if let pending { throw pending }
  return try body()
}

func amendedQuote(_ evaluator: InsightEvaluator, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)  // expect: missing_consumption_report
  let q = try amending({ cents }, amend: { pending in pending = QuoteError.stale })
  evaluation.reportConsumption(.usedEvaluationOnly)
  return q
}
