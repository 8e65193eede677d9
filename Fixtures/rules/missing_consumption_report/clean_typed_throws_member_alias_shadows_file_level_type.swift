import TrustInsights

// Inside a type, its own `typealias Failure = Never` is what `throws(Failure)` names, though
// the program also declares a file-level `enum Failure: Error`: the nearer declaration wins, so
// `try vault.unlockCached()` throws nothing and is no exit (probes-en p15; before, any type of
// the name made the alias count for nothing). The nearest defects are in
// flagged_typed_throws_type_shadows_alias_of_never.swift.

let vaultContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum Failure: Error { case offline }

struct Vault {
  typealias Failure = Never
  func unlockCached() throws(Failure) -> Int { 1 }
}

func openVault(_ evaluator: InsightEvaluator, vault: Vault) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: vaultContext)
  let key = try vault.unlockCached()
  evaluation.reportConsumption(.usedEvaluationOnly)
  return key
}
