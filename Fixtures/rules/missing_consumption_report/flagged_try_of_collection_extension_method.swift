import TrustInsights

// A `rethrows` method of a `Sequence` extension given a closure that may throw, or a method
// of that name called on a receiver of another type (`[String: Int]` is no `Array`), keeps the
// `try`'s error edge. (clean_try_of_collection_extension_method.)

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

func fee(_ p: Payment) throws -> Int { p.cents / 100 }

func batchFees(_ evaluator: InsightEvaluator, batch: [Payment]) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 28"
  let sum = try batch.total { try fee($0) }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return sum
}

func ledgerTotal(_ evaluator: InsightEvaluator, ledger: [String: Int]) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 35"
  let cents = try ledger.totalCents()
  evaluation.reportConsumption(.usedEvaluationOnly)
  return cents
}
