import TrustInsights

// The nearest defects to clean_generic_typed_throws_closure_cannot_throw: the generic error
// type of `throws(E)` is fixed by what may throw: a closure with a `try`, a value of type `E`
// passed along (or a closure that makes one, `raising { … }`), or the parameter of the
// enclosing type (`Retry<Failure>`), which the call's closure does not choose. Each such `try`
// can leave before the report.

let feeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum FeeError: Error { case unavailable }

struct Ledger {
  func fee(for cents: Int) throws(FeeError) -> Int { cents / 100 }
}

func measure<T, E: Error>(_ label: String, _ body: () throws(E) -> T) throws(E) -> T {
  try body()
}

func failing<T, E: Error>(_ error: E, _ body: () throws(E) -> T) throws(E) -> T {
  throw error
}

func raising<E: Error>(_ make: () -> E) throws(E) {
  throw make()
}

struct Retry<Failure: Error> {
  func run<T>(_ body: () throws(Failure) -> T) throws(Failure) -> T { try body() }
}

func quoteFee(_ evaluator: InsightEvaluator, ledger: Ledger, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)  // expect: missing_consumption_report
  let fee = try measure("fee") { try ledger.fee(for: cents) }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return fee
}

func quoteOrFail(_ evaluator: InsightEvaluator, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)  // expect: missing_consumption_report
  let fee = try failing(FeeError.unavailable) { cents / 100 }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return fee
}

func quoteWithRetry(_ evaluator: InsightEvaluator, retry: Retry<FeeError>, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)  // expect: missing_consumption_report
  let fee = try retry.run { cents / 100 }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return fee
}

func quoteOrRaise(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)  // expect: missing_consumption_report
  try raising { FeeError.unavailable }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
