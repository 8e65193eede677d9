// A program function hands the evaluation to its closure parameter, and the caller passes a
// function value that is no function of the program: a local closure, an `if let` binding, a
// parameter (which may shadow a program function of the same name). What runs there is not known
// in the caller, so the evaluation escapes into it, as into a closure that is not lowered in
// place (probes-eg p05, p58, p59). Before, the callee's summary left the obligation with the
// caller: a false "never reported". A member reference whose overloads in other types disagree on
// labels is told apart by the receiver's type (`ledger.record`, probes-eg p18).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func finish(_ evaluation: Coaching) { print("audit only, no report") }
func pipe(_ evaluation: Coaching, _ sink: (Coaching) -> Void) { sink(evaluation) }

struct AuditTrail {
  func record(entry evaluation: Coaching) { print("audit") }
}
struct ConsumptionLedger {
  func record(_ evaluation: Coaching) { evaluation.reportConsumption(.usedEvaluationOnly) }
}

func sendWithLocalClosure(evaluator: InsightEvaluator) async throws {
  let record: (Coaching) -> Void = { $0.reportConsumption(.usedEvaluationOnly) }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  pipe(evaluation, record)
}

func run(_ evaluation: Coaching, finish: (Coaching) -> Void) {
  pipe(evaluation, finish)
}

func sendThroughParameter(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  run(evaluation) { $0.reportConsumption(.usedEvaluationOnly) }
}

func sendToFirstSink(evaluator: InsightEvaluator, sinks: [(Coaching) -> Void]) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  if let finish = sinks.first {
    pipe(evaluation, finish)
  } else {
    evaluation.reportConsumption(.notUsedNotNeeded)
  }
}

func topUp(evaluator: InsightEvaluator, ledger: ConsumptionLedger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  pipe(evaluation, ledger.record)
}
