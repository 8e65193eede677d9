// A view model keeps the evaluation it started early and reports it where the person
// confirms; on the '.high' path it is reported twice, read from the property each time.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@MainActor
final class TransferViewModel {
  private let evaluator = InsightEvaluator()
  private var pending: CoachingEvaluation?
  private var latest: CoachingEvaluation!
  var showsWarning = false

  func onAppear() async {
    pending = try? await evaluator.requestEvaluation(context: transferContext)
    latest = try? await evaluator.requestEvaluation(context: transferContext)
  }

  func confirm() {
    if showsWarning {
      pending?.reportConsumption(.usedIncreasedFriction)
      print("held for review")
    }
    pending?.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "read from 'pending' is reported again on a path that already reported it at line 26"
    pending = nil
  }

  func confirmLatest() {
    if showsWarning {
      self.latest.reportConsumption(.usedIncreasedFriction)
    }
    latest.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
  }

  // Bound from the property twice: both names hold the one evaluation it keeps.
  func confirmBound() {
    guard let evaluation = pending else { return }
    evaluation.reportConsumption(.usedUnchangedFriction)
    showsWarning = false
    if let again = pending {
      again.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "already reported it at line 43"
    }
  }
}
