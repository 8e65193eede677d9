import TrustInsights

@MainActor
final class StatementsViewModel {
  private let evaluator = InsightEvaluator()

  func export() async {
    guard (try? await evaluator.authorizationStatus(for: TrustContexts.statementExport())) == .authorized,
      let evaluation = try? await evaluator.requestEvaluation(context: TrustContexts.statementExport())
    else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func freezeCard() async -> Bool {
    (try? await evaluator.authorizationStatus(for: TrustContexts.cardControls)) == .authorized
  }

  func send() async -> Bool {
    (try? await evaluator.authorizationStatus(for: TrustContexts.transfer())) == .authorized
  }
}
