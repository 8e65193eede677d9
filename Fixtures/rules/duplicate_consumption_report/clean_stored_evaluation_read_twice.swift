// Reads of a stored evaluation around a possible change of it: the property is assigned, a
// function of the program (which may assign it) runs, or the body suspends, between the two
// reports.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class ReviewPresenter {
  weak var model: TransferViewModel?
  @MainActor func dismiss() { model?.reset() }
}

@MainActor
final class TransferViewModel {
  let presenter = ReviewPresenter()

  func reset() { pending = nil }

  func confirmAfterDismiss() {
    pending?.reportConsumption(.usedUnchangedFriction)
    presenter.dismiss()
    pending?.reportConsumption(.notUsedNotNeeded)
  }

  func confirmAfterPause() async {
    pending?.reportConsumption(.usedUnchangedFriction)
    try? await Task.sleep(nanoseconds: 1_000)
    pending?.reportConsumption(.notUsedNotNeeded)
  }

  private let evaluator = InsightEvaluator()
  private var pending: CoachingEvaluation?

  func refresh() async {
    pending = try? await evaluator.requestEvaluation(context: transferContext)
  }

  func retry() async {
    pending?.reportConsumption(.notUsedError)
    pending = try? await evaluator.requestEvaluation(context: transferContext)
    pending?.reportConsumption(.usedUnchangedFriction)
  }

  func retryThroughMethod() async {
    pending?.reportConsumption(.notUsedError)
    await refresh()
    pending?.reportConsumption(.usedUnchangedFriction)
  }

  func retryUntilAnswered(attempts: Int) {
    guard pending != nil else { return }
    var left = attempts
    while left > 0 {
      pending?.reportConsumption(.notUsedError)
      pending = nextEvaluation()
      left -= 1
    }
  }

  func nextEvaluation() -> CoachingEvaluation? { nil }

  // Bound from the property twice, cleared in between: the second read finds nothing to report.
  func confirmBoundThenCleared() {
    guard let evaluation = pending else { return }
    evaluation.reportConsumption(.usedUnchangedFriction)
    pending = nil
    if let again = pending {
      again.reportConsumption(.usedUnchangedFriction)
    }
  }

  func confirm(held: Bool) {
    if held {
      pending?.reportConsumption(.usedIncreasedFriction)
    } else {
      pending?.reportConsumption(.usedUnchangedFriction)
    }
    pending = nil
  }
}
