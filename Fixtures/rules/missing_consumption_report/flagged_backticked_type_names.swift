// A file that names the framework types only with backticks (`` `InsightEvaluator` ``, as
// generated code and some style guides write them) still names them: it is analysed, and
// the backticked type means the framework type. Before, the written type kept its
// backticks, matched no framework type, and this leak was silent (probes-dw r10).
import BankCore

typealias Screening = `InsightEvaluation`<IsLikelyBeingCoachedInsight>

protocol PayeeScreener {
  func screen(_ context: `InsightEvaluator`.InsightContext) async throws -> Screening
}

func pay(_ evaluator: `InsightEvaluator`, context: `InsightEvaluator`.InsightContext) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "sleep", evaluation_outside_sensitive_category
  try await Task.sleep(nanoseconds: 5)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func addPayee(_ screener: any PayeeScreener, context: `InsightEvaluator`.InsightContext) async throws {
  let screening = try await screener.screen(context)  // expect: missing_consumption_report "sleep"
  try await Task.sleep(nanoseconds: 5)
  screening.reportConsumption(.usedEvaluationOnly)
}
