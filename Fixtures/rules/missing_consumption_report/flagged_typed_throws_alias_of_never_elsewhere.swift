import TrustInsights

// The nearest defects to clean_typed_throws_alias_of_never: an alias of `Never` named `Failure`
// in another type is not the `Failure` a type declares for itself (`Ledger.Failure`, an
// enum), and a file-level alias of an error type (`typealias PostingError = LedgerError`)
// still throws. Each `try` can leave before the report.

let topUpContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum LedgerError: Error { case locked }
typealias PostingError = LedgerError

struct Journal {
  typealias Failure = Never
  func append(_ line: String) throws(Failure) {}
}

struct Ledger {
  enum Failure: Error { case closed }
  func post(_ cents: Int) throws(Failure) {}
  func hold(_ cents: Int) throws(PostingError) {}
}

func topUp(_ evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: topUpContext)  // expect: missing_consumption_report
  try ledger.post(100)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func hold(_ evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: topUpContext)  // expect: missing_consumption_report
  try ledger.hold(100)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
