// A task that is kept (a property, a local awaited later) holds the value its closure yields:
// whoever awaits `value` owes the report. A task statement whose closure yields no
// evaluation, or reports it, drops nothing.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class AutopayScreen {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  var pending: Task<CoachingEvaluation?, Never>?
  var stored: CoachingEvaluation?

  func viewWillAppear() {
    pending = Task { try? await evaluator.requestEvaluation(context: context) }
    Task { await load() }
    Task { self.stored = try? await self.evaluator.requestEvaluation(context: self.context) }
  }

  func load() async {
    stored = try? await evaluator.requestEvaluation(context: context)
  }

  func confirm() async {
    let task = Task { try? await evaluator.requestEvaluation(context: context) }
    guard let evaluation = await task.value else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func enable() async {
    guard let evaluation = await pending?.value else { return }
    pending = nil
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
