import Foundation
import TrustInsights

/// App-wide audit trail that also closes the evaluations it is handed: the `Any` parameter is
/// an evaluation at every call site that passes one, so the cast always succeeds there and the
/// value is reported on every path that can be reached with one.
final class AuditTrail {
  static let shared = AuditTrail()
  private var notes: [String] = []

  func close(_ value: Any, note: String) {
    notes.append(note)
    if let evaluation = value as? InsightEvaluation<IsLikelyBeingCoachedInsight> {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
