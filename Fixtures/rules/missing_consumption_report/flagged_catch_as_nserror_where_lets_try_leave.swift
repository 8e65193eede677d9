import Foundation
import TrustInsights

// `catch let error as NSError where …` takes only the errors its condition accepts: any other
// error of the `try` leaves the function before the report. (The neighbour
// clean_catch_as_nserror_takes_every_error has no `where`.)

struct Ledger { func post(_ cents: Int) async throws {} }

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func send(_ evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "'try await ledger.post(500)' can throw at line 16"
  do {
    try await ledger.post(500)
  } catch let error as NSError where error.domain == NSURLErrorDomain {
    print(error.code)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
