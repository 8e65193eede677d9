import TrustInsights

// A generic parameter named like a file-level alias of Never is that parameter where it is
// declared: `struct Ledger<Failure: Error> { func post() throws(Failure) }` throws the type's
// parameter, and `func settle<Failure: Error>(…) throws(Failure)` its own, whatever `typealias
// Failure = Never` says elsewhere (probes-en p50; before, the alias was followed and the try
// taken as unable to throw, a miss).

let ledgerContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

typealias Failure = Never

struct PostError: Error {}

struct Ledger<Failure: Error> {
  let make: () -> Failure
  func post(_ cents: Int) throws(Failure) { if cents < 0 { throw make() } }
}

func settle<Failure: Error>(_ cents: Int, failure: Failure) throws(Failure) {
  if cents < 0 { throw failure }
}

func pay(_ evaluator: InsightEvaluator, ledger: Ledger<PostError>, cents: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: ledgerContext)  // expect: missing_consumption_report
  try ledger.post(cents)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func refund(_ evaluator: InsightEvaluator, cents: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: ledgerContext)  // expect: missing_consumption_report
  try settle(cents, failure: PostError())
  evaluation.reportConsumption(.usedEvaluationOnly)
}
