// A function of the program named as an argument, not called, runs as the closure calling it
// would (probes-ef p01-p07): the helper hands it the evaluation and it reports it. Before, the
// evaluation stayed with a helper that never reports it: a false "never reported". (Over
// `[evaluation]` the array holds it: an escape, as for a closure.)
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let quoteContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func recordEvaluationOnly(_ evaluation: Coaching) {
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func pipe(_ evaluation: Coaching, _ sink: (Coaching) -> Void) {
  sink(evaluation)
}

final class FrictionRecorder {
  func record(_ evaluation: Coaching) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

func handle(_ evaluation: Coaching, with sink: (Coaching) -> Void) {
  sink(evaluation)
}

struct QuoteScreen {
  let evaluator = InsightEvaluator()
  let recorder = FrictionRecorder()

  static func record(_ evaluation: Coaching) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func quote() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
    pipe(evaluation, recordEvaluationOnly)
  }

  func quoteEach() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
    pipe(evaluation, Self.record)
  }

  func quoteIfAny() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
    _ = Optional(evaluation).map(recordEvaluationOnly(_:))
  }

  func quoteWithRecorder() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
    handle(evaluation, with: recorder.record)
  }
}
