// Guards that do not rule `.other` out: another case, a condition that may let it pass, or a
// guard after the parameter is already used.
import TrustInsights

typealias OperationCategory = InsightEvaluator.OperationCategory

final class CoachingGate {
  private let evaluator = InsightEvaluator()
  var force = false

  func guardsAnotherCase(for category: OperationCategory) async {
    guard category != .account else { return }
    await evaluate(category)
  }

  func guardsWithEscapeHatch(for category: OperationCategory) async {
    guard category != .other || force else { return }
    await evaluate(category)
  }

  func guardsTooLate(for category: OperationCategory) async {
    await evaluate(category)
    guard category != .other else { return }
    await evaluate(category)
  }

  private func evaluate(_ category: OperationCategory) async {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

func screens(_ gate: CoachingGate) async {
  await gate.guardsAnotherCase(for: .other)  // expect: evaluation_outside_sensitive_category
  await gate.guardsWithEscapeHatch(for: .other)  // expect: evaluation_outside_sensitive_category
  await gate.guardsTooLate(for: .other)  // expect: evaluation_outside_sensitive_category
}
