import TrustInsights

// A method the program declares in an extension of `Array` or of `Sequence` (or another
// collection protocol), called on a value written `[Payment]`: without `throws`, or `rethrows`
// given a closure that cannot throw, the `try` before it cannot throw and is no exit. Before,
// the receiver's type was not known and each was a false 'can throw at line N' (probes-dr c22,
// c31). (flagged_try_of_collection_extension_method: a closure that may throw.)

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Payment { var id: String; var cents: Int }

extension Sequence {
  func total(_ amount: (Element) throws -> Int) rethrows -> Int {
    var sum = 0
    for e in self { sum += try amount(e) }
    return sum
  }
}

extension Array where Element == Payment {
  func totalCents() -> Int { reduce(0) { $0 + $1.cents } }
}

func batchTotal(_ evaluator: InsightEvaluator, batch: [Payment]) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  let sum = try batch.total { $0.cents }
  let cents = try batch.totalCents()
  evaluation.reportConsumption(.usedEvaluationOnly)
  return sum + cents
}
