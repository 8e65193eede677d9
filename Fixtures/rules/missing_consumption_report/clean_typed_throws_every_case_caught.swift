import TrustInsights

// With typed throws the error of `client.send` is a `TransferFailure`: `catch` clauses that
// between them name every case of the enum (the compiler checks this exhaustiveness) take
// every error, although none takes the type; a clause with `where` takes only some values of
// its case, and a later clause of the same case takes the rest.

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
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do throws(TransferFailure) {
    let id = try await client.send(100)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return id
  } catch .limitExceeded {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return "limit"
  } catch .network(let code) where code == 408 {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return "timeout"
  } catch .network {
    evaluation.reportConsumption(.notUsedError)
    return "offline"
  } catch .rejected(let reason) {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return reason
  }
}

func checkoutQualified(_ evaluator: InsightEvaluator, client: TransferClient) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do throws(TransferFailure) {
    let id = try await client.send(100)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return id
  } catch TransferFailure.limitExceeded, TransferFailure.rejected {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return "declined"
  } catch TransferFailure.network(_) {
    evaluation.reportConsumption(.notUsedError)
    return "offline"
  }
}

// Each client nests its own `Failure`: the closure property's `throws(Failure)` is the
// `Failure` of its own type, whose cases the clauses name.
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
  }

  var latest: () async throws(Failure) -> String
}

func payout(_ evaluator: InsightEvaluator, client: PayoutClient) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do throws(PayoutClient.Failure) {
    let id = try await client.payout(100)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return id
  } catch .timeout, .unauthorized {
    evaluation.reportConsumption(.notUsedError)
    return "retry"
  } catch .limit {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return "limit"
  }
}
