import TrustInsights

// The neighbour of the nested-`Failure` case of clean_typed_throws_every_case_caught.swift:
// the clauses name every case of `StatementsClient.Failure`, but the call throws the other
// client's `Failure`, whose `.limit` no clause takes.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct PayoutClient {
  enum Failure: Error {
    case timeout
    case unauthorized
    case limit
  }

  var payout: (_ cents: Int) async throws(Failure) -> String
}

struct StatementsClient {
  enum Failure: Error {
    case timeout
    case unauthorized
  }

  var latest: () async throws(Failure) -> String
}

func payout(_ evaluator: InsightEvaluator, client: PayoutClient) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try await client.payout(100)' can throw at line 34"
  do throws(PayoutClient.Failure) {
    let id = try await client.payout(100)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return id
  } catch .timeout, .unauthorized {
    evaluation.reportConsumption(.notUsedError)
    return "retry"
  }
}
