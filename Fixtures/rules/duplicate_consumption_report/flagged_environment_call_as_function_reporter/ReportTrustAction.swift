import SwiftUI
import TrustInsights

// An environment action that reports: its `callAsFunction` reports the evaluation passed to
// it on every path, so calling the value is a report (a consuming helper), and calling it
// twice on one path reports twice. (probes-cp, follow-up of the producing action)
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct ReportTrustAction {
  func callAsFunction(_ evaluation: CoachingEvaluation, caution: Bool) {
    evaluation.reportConsumption(caution ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}

private struct ReportTrustKey: EnvironmentKey {
  static let defaultValue = ReportTrustAction()
}

extension EnvironmentValues {
  var reportTrust: ReportTrustAction {
    get { self[ReportTrustKey.self] }
    set { self[ReportTrustKey.self] = newValue }
  }
}
