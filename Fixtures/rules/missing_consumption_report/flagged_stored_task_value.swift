import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum TrustCheck {
  static func evaluate() async -> CoachingEvaluation? {
    try? await InsightEvaluator().requestEvaluation(context: transferContext)
  }
}

// The screen starts the evaluation early and keeps the task; whoever awaits its value holds
// the evaluation. Cancelling the transfer drops it.
final class TransferViewController {
  private var pending: Task<CoachingEvaluation?, Never>?
  var isCancelled = false

  func viewDidAppear() {
    pending = Task { await TrustCheck.evaluate() }
  }

  func confirmTapped() async -> Bool {
    guard let evaluation = await pending?.value else { return true }  // expect: missing_consumption_report "returns at line 29 inside the 'if' at line 28"
    if isCancelled {
      return false
    }
    let held = (try? evaluation.insight.outcome.get()) == .high
    evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !held
  }

  func cancelTapped() async {
    await self.pending?.value?.reportConsumption(.notUsedNotNeeded)
  }
}
