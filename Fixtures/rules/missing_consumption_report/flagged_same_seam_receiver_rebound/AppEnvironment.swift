import Foundation
import TrustInsights

/// UI tests launch the app with `-UITestStubTrust` so that no real evaluation happens.
struct UITestStubEvaluator: TrustEvaluating {
  struct Stubbed: Error {}
  func evaluate(_ category: InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation {
    throw Stubbed()
  }
  func report(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {}
}

@MainActor
enum AppEnvironment {
  static var trust: any TrustEvaluating {
    if ProcessInfo.processInfo.arguments.contains("-UITestStubTrust") { return UITestStubEvaluator() }
    return LiveTrustEvaluator()
  }

  static func makeTransferModel() -> TransferModel { TransferModel(trust: trust, fallback: LiveTrustEvaluator()) }
}
