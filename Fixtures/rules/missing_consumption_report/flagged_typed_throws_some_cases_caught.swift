import TrustInsights

// The neighbour of clean_typed_throws_every_case_caught.swift: the `catch` clauses name only
// some cases of the typed error (or take a case only under a `where`), so the other values
// leave the `do`, and the function, unreported.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum TransferFailure: Error {
  case limitExceeded
  case network(code: Int)
  case rejected(reason: String)
}

struct TransferClient {
  var send: (_ cents: Int) async throws(TransferFailure) -> String
}

func checkout(_ evaluator: InsightEvaluator, client: TransferClient) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try await client.send(100)' can throw at line 25"
  do throws(TransferFailure) {
    let id = try await client.send(100)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return id
  } catch .limitExceeded {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return "limit"
  } catch .rejected(let reason) {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return reason
  }
}

func checkoutWhere(_ evaluator: InsightEvaluator, client: TransferClient) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try await client.send(100)' can throw at line 40"
  do throws(TransferFailure) {
    let id = try await client.send(100)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return id
  } catch .limitExceeded, .rejected {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return "declined"
  } catch .network(let code) where code == 408 {
    evaluation.reportConsumption(.notUsedError)
    return "timeout"
  }
}
