// A closure kept in a local `let`, a local function, or a constant holding a function of the
// program (`let sink = recordEvaluationOnly`, `let sink = recorder.record`), named as the
// argument of a function-typed parameter, runs as the closure `{ sink($0) }` would: the callee
// hands it the evaluation and it reports it. Before, only a function of the program named
// directly was read so; a local name left the evaluation with a callee that never reports it, a
// false "never reported" (probes-ei p01-p11).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias CoachingSink = (Coaching) -> Void

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func recordEvaluationOnly(_ evaluation: Coaching) {
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func pipe(_ evaluation: Coaching, _ sink: (Coaching) -> Void) {
  sink(evaluation)
}

func deliver(_ evaluation: Coaching, sink: CoachingSink) {
  sink(evaluation)
}

final class FrictionRecorder {
  func record(_ evaluation: Coaching) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

struct PayScreen {
  let evaluator = InsightEvaluator()
  let recorder = FrictionRecorder()

  func payWithClosure() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    let sink = { (e: Coaching) in e.reportConsumption(.usedUnchangedFriction) }
    pipe(evaluation, sink)
  }

  func payWithShorthandClosure() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    let sink: CoachingSink = { $0.reportConsumption(.usedEvaluationOnly) }
    deliver(evaluation, sink: sink)
  }

  func payWithLocalFunction() async throws {
    func record(_ e: Coaching) {
      switch e.insight.outcome {
      case .success(.high): e.reportConsumption(.usedIncreasedFriction)
      case .success: e.reportConsumption(.usedUnchangedFriction)
      case .failure: e.reportConsumption(.notUsedError)
      }
    }
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    pipe(evaluation, record)
  }

  func payWithFunctionConstant() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    let sink = recordEvaluationOnly
    pipe(evaluation, sink)
  }

  func payWithMethodConstant() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    let sink = recorder.record
    deliver(evaluation, sink: sink)
  }

  func payCallingTheConstant() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    let sink = recordEvaluationOnly
    sink(evaluation)
  }
}
