// A stand-in for Apple's TrustInsights (iOS 27) with the API shapes trustlint checks, so
// that the integration scratch packages compile on Linux CI. Not linted: the scratch
// configuration excludes it.
public struct InsightError: Error {}

public enum InsightEvaluationConsumptionStatus {
  case usedReducedFriction, usedUnchangedFriction, usedIncreasedFriction
  case notUsedNotNeeded, notUsedError, usedEvaluationOnly
}

public struct IsLikelyBeingCoachedInsight {
  public enum Value { case unknown, medium, high }
  public enum Schema { case version1 }
  public enum ModelVersion { case current }
  public struct Request {}
  public var outcome: Result<Value, InsightError>
  public var insightID: String
  public static func request(schema: Schema, modelVersion: ModelVersion = .current) -> Request { Request() }
}

public final class InsightEvaluation<Insight> {
  public let insight: Insight
  init(insight: Insight) { self.insight = insight }
  public func reportConsumption(_ status: InsightEvaluationConsumptionStatus) {}
}

public final class InsightEvaluator {
  public enum OperationCategory { case payment, account, resourceUse, communication, other }
  public enum AuthorizationStatus { case authorized, notDetermined, deniedRequestable, denied, unavailable }
  public struct InsightContext {
    public var operationCategory: OperationCategory
    public init(operationCategory: OperationCategory, requestedEvaluations: IsLikelyBeingCoachedInsight.Request) {
      self.operationCategory = operationCategory
    }
  }
  public init() {}
  public func authorizationStatus(for context: InsightContext) async throws -> AuthorizationStatus { .authorized }
  public func requestAuthorization(for context: InsightContext) async throws -> AuthorizationStatus { .authorized }
  public func requestEvaluation(context: InsightContext) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
    InsightEvaluation(insight: IsLikelyBeingCoachedInsight(outcome: .success(.unknown), insightID: "stub"))
  }
}
