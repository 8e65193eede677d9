// `Self.record` names the own type's static method, never an instance method of the same name:
// `pipe(evaluation, Self.record)` and `Self.record(evaluation)` run the static `record`, which
// reports (probes-eg p03). Before, the instance `record` that only logs was a candidate too: a
// false "never reported".
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func pipe(_ evaluation: Coaching, _ sink: (Coaching) -> Void) { sink(evaluation) }

struct PayeeScreen {
  let evaluator = InsightEvaluator()

  func record(_ evaluation: Coaching) { print("seen \(ObjectIdentifier(evaluation))") }

  static func record(_ evaluation: Coaching) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func addPayee() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
    pipe(evaluation, Self.record)
  }

  func renamePayee() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
    Self.record(evaluation)
  }
}
