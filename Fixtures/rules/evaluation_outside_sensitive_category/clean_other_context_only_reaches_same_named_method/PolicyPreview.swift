import TrustInsights

/// Debug-menu preview of the app's local policy table for a context; it never calls
/// the evaluator, so a context given only to it is never evaluated.
struct PolicyPreview {
    func evaluate(_ context: InsightEvaluator.InsightContext) -> String {
        "\(context.operationCategory)"
    }
}
