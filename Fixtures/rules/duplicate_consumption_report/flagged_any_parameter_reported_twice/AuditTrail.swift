import Foundation
import TrustInsights

/// An app-wide audit trail that closes the evaluations it is handed as `Any`: once as it
/// notes them, and again on the way out, so the caller's evaluation is reported twice.
final class AuditTrail {
  static let shared = AuditTrail()
  private var notes: [String] = []

  func close(_ value: Any, note: String) {
    guard let evaluation = value as? InsightEvaluation<IsLikelyBeingCoachedInsight> else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
    notes.append(note)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "evaluation parameter 'value' is reported again on a path that already reported it at line 12"
  }

  func log(_ value: Any) {
    if let evaluation = value as? InsightEvaluation<IsLikelyBeingCoachedInsight> {
      notes.append("\(evaluation.insight.outcome)")
    }
  }
}
