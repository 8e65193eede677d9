import TrustInsights

// The nearest defects to clean_typed_throws_member_alias_shadows_file_level_type: a type of the
// name declared nearer than the alias of Never is what `throws(…)` names, and it throws: a
// nested `struct NoError: Error` inside the ledger beside a file-level `typealias NoError =
// Never`, and a nested type's own `enum Failure: Error` inside a type whose alias is Never
// (probes-en p14, p20).

let ledgerContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

typealias NoError = Never

struct Ledger {
  struct NoError: Error { let code: Int }
  func reserve(_ cents: Int) throws(NoError) { if cents < 0 { throw NoError(code: 1) } }
}

struct Vault {
  typealias Failure = Never
  struct Door {
    enum Failure: Error { case jammed }
    func open() throws(Failure) { throw .jammed }
  }
}

func pay(_ evaluator: InsightEvaluator, ledger: Ledger, cents: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: ledgerContext)  // expect: missing_consumption_report
  try ledger.reserve(cents)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func withdraw(_ evaluator: InsightEvaluator, door: Vault.Door) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: ledgerContext)  // expect: missing_consumption_report
  try door.open()
  evaluation.reportConsumption(.usedEvaluationOnly)
}
