// `rows.map(parse)` names every `parse(_:)` of the program with those labels; Swift picks one by
// the element type, which the tool does not model, so the reference throws when any of them
// does. Before, the first declaration's effects were taken: the non-throwing `parse(_: String)`
// made `try rows.map(parse)` no exit, and the leak past it went unseen (probes-dr f33).
import TrustInsights

let importContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum LedgerError: Error { case invalid }

func parse(_ raw: String) -> Int { Int(raw) ?? 0 }
func parse(_ raw: Substring) throws -> Int {
  guard let value = Int(raw) else { throw LedgerError.invalid }
  return value
}

func importRows(_ evaluator: InsightEvaluator, rows: [Substring]) async throws -> [Int] {
  let evaluation = try await evaluator.requestEvaluation(context: importContext)  // expect: missing_consumption_report "can throw at line 22"
  let cents = try rows.map(parse)
  evaluation.reportConsumption(.usedEvaluationOnly)
  return cents
}
