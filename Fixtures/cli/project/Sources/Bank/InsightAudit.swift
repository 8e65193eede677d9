import Foundation
import TrustInsights

/// Keeps the identifiers needed for offline fraud labels. It reads the evaluation and never
/// reports it: the obligation stays with the caller.
@available(iOS 27.0, *)
final class InsightAudit {
  private(set) var insightIDs: [String] = []

  func logInsightIdentifier(of evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    insightIDs.append(evaluation.insight.insightID)
  }
}
