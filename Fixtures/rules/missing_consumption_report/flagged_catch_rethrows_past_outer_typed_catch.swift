// A `catch` that throws inside an outer `do` whose clauses catch other errors only: the error
// may pass the outer `do`, so the message says so, as for a `try` (without it the outer
// clause that reports reads as if it always ran; probes-cq p43).
import TrustInsights

struct Vault {
  func unlock() throws {}
  func move(_ cents: Int) async throws {}
}

let sweepContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func sweep(_ cents: Int, vault: Vault, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: sweepContext)  // expect: missing_consumption_report "the 'catch' at line 20 throws without a report with an error no 'catch' of the 'do' at line 17 matches"
  do {
    do {
      try vault.unlock()
    } catch {
      print("unlock failed")
      throw error  // expect-note: missing_consumption_report "throws here without a report"
    }
    try await vault.move(cents)
    evaluation.reportConsumption(.usedEvaluationOnly)
  } catch let error as URLError {
    evaluation.reportConsumption(.notUsedError)
    throw error
  }
}
