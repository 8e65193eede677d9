// A helper that hands the evaluation to the caller's closure only when auditing is on, and
// otherwise returns without reporting it: the caller's closure is its only report, so the
// path where the helper does not run the closure leaves the evaluation unreported.
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
final class Audit {
  var enabled = false

  func withAudit(_ e: Coaching, _ body: (Coaching) -> Void) {
    guard enabled else { return }
    body(e)
  }
}

@available(iOS 27.0, *)
final class PaymentModel {
  let evaluator = InsightEvaluator()
  let audit = Audit()

  func pay() async throws {
    let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
    let context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: request)
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "reaches the end at line 30 when 'withAudit' at line 27 does not run its closure"
    audit.withAudit(evaluation) { ev in
      ev.reportConsumption(.usedEvaluationOnly)
    }
  }
}
