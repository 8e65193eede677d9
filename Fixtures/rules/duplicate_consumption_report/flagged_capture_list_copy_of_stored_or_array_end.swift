// `[coaching = pending ?? archived.last]` copies one evaluation: the own type's stored one or
// the last of its stored array of evaluations. Reporting the copy twice on one path is one
// evaluation reported twice whichever it is (probes-ex p30); the copy of a stored evaluation
// was followed only when every side of `??` named one.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
final class TransferModel {
  var pending: CoachingEvaluation?
  var archived: [CoachingEvaluation] = []

  func closeSheet() {
    Task { [coaching = pending ?? archived.last] in
      coaching?.reportConsumption(.notUsedNotNeeded)
      try? await Task.sleep(for: .seconds(1))
      coaching?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }
}
