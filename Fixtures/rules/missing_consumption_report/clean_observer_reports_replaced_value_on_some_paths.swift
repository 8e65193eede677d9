// The value a property observer receives is the property's, stored by the assignment that
// runs it: reporting it only when it was really replaced is the usual clean-up, not an
// evaluation parameter reported on some paths only (probes-ed, `didSet(previous)`).
import TrustInsights

typealias RecoveryEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
final class RecoveryEmailModel {
  var pendingEvaluation: RecoveryEvaluation? {
    didSet(previous) {
      guard previous !== pendingEvaluation else { return }
      previous?.reportConsumption(.notUsedNotNeeded)
    }
  }

  var replacedEvaluation: RecoveryEvaluation? {
    didSet {
      guard oldValue !== replacedEvaluation else { return }
      oldValue?.reportConsumption(.notUsedNotNeeded)
    }
  }

  var incomingEvaluation: RecoveryEvaluation? {
    willSet(incoming) {
      guard let incoming, case .success(.high) = incoming.insight.outcome else { return }
      pendingEvaluation = nil
    }
  }
}
