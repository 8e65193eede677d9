// A shared gate that rules `.other` out before it builds the context: what a caller passes as
// `.other` never reaches the evaluator (RULES.md: each category that flows into
// `operationCategory:`).
import TrustInsights

typealias OperationCategory = InsightEvaluator.OperationCategory

final class CoachingGate {
  private let evaluator = InsightEvaluator()

  func shouldAddFriction(for category: OperationCategory) async -> Bool {
    guard category != .other else { return false }
    return await evaluate(category)
  }

  func shouldWarn(for category: OperationCategory, enabled: Bool) async -> Bool {
    if category == .other || category == InsightEvaluator.OperationCategory.resourceUse { return false }
    guard enabled else { return false }
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }

  private func evaluate(_ category: OperationCategory) async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return false }
    let risky = (try? evaluation.insight.outcome.get()).map { $0 == .high || $0 == .medium } ?? false
    evaluation.reportConsumption(risky ? .usedIncreasedFriction : .usedUnchangedFriction)
    return risky
  }
}

@MainActor
final class ScreenCoordinator {
  private let gate = CoachingGate()

  func willShowNickname() async -> Bool {
    await gate.shouldAddFriction(for: .other)
  }

  func willShowPayment() async -> Bool {
    await gate.shouldAddFriction(for: .payment)
  }

  func willShowHelp() async -> Bool {
    await gate.shouldWarn(for: .other, enabled: true)
  }

  func willShowChat() async -> Bool {
    await gate.shouldWarn(for: .communication, enabled: true)
  }
}
