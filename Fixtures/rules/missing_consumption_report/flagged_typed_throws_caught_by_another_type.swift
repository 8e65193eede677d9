import TrustInsights

// Typed throws says which error leaves: a clause of another type (or of another case) does
// not take it, and the evaluation leaves unreported. Also when the type cannot be told: a
// `Result` whose failure is `Error`, a closure whose call throws untyped.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum SendError: Error {
  case limit
  case blocked
}

enum OtherError: Error { case other }

struct SendClient {
  var send: (Int) async throws(SendError) -> Void
}

func withRetry<T, E: Error>(_ operation: () async throws(E) -> T) async throws(E) -> T { try await operation() }
func untypedLatest() async throws -> Int { 1 }

func sendAll(_ evaluator: InsightEvaluator, client: SendClient) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try await client.send(1)' can throw at line 29"
  do {
    try await client.send(1)
  } catch is OtherError {
    print("other")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func check(_ evaluator: InsightEvaluator, ok: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try validate()' can throw at line 42 with an error no 'catch' of the 'do' at line 41 matches"
  func validate() throws(SendError) {
    if !ok { throw .blocked }
  }
  do {
    try validate()  // expect-note: missing_consumption_report "can throw here before the report"
  } catch let error as OtherError {
    print(error)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func checkTypedDo(_ evaluator: InsightEvaluator, ok: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "throws at line 52"
  do throws(SendError) {
    if !ok { throw .blocked }
  } catch .limit {
    print("limit")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func fromResult(_ evaluator: InsightEvaluator, cached: Result<Int, OtherError>, any: Result<Int, Error>) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try cached.get()' can throw at line 62"
  do {
    _ = try cached.get()
    _ = try any.get()
  } catch let error as SendError {
    print(error)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func retried(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try await untypedLatest()' can throw at line 73"
  do {
    _ = try await withRetry { try await untypedLatest() }
  } catch let error as SendError {
    print(error)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
