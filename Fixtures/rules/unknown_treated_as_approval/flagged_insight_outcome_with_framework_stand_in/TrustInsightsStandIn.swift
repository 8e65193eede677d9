// A stand-in for the framework that some projects keep so that they build where it is
// missing: its `insight` is the framework's, not an app type's.
public struct InsightError: Error {}

public struct IsLikelyBeingCoachedInsight {
  public enum Value { case unknown, medium, high }
  public var outcome: Result<Value, InsightError>
}

public final class InsightEvaluation<Insight> {
  public let insight: Insight
  init(insight: Insight) { self.insight = insight }
}
