import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// Audit trail for risk decisions; it records, it never reports to the framework.
protocol AuditLogging {
    func log(_ evaluation: CoachingEvaluation)
}

struct ConsoleAudit: AuditLogging {
    func log(_ evaluation: CoachingEvaluation) {
        print("coaching outcome: \(evaluation.insight.outcome)")
    }
}
