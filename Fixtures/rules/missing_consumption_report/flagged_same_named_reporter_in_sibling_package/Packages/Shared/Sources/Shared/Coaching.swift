import TrustInsights

/// Two sibling packages (each with its `Package.swift`) declare `CoachingReporter.report(_:outcome:)`
/// with different outcome types; neither imports the other, so each package's call reaches its
/// own reporter.
public typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

public func coachingContext(_ category: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
  InsightEvaluator.InsightContext(
    operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
}
