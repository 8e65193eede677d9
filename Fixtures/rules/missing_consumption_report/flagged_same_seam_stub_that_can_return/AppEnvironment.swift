import Foundation
import TrustInsights

/// UI tests launch the app with `-UITestStubTrust`; a test may store an evaluation to return.
final class UITestStubEvaluator: TrustEvaluating {
  struct Stubbed: Error {}
  var stored: CoachingEvaluation?
  func evaluate(_ category: InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation {
    if let stored { return stored }
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

  static func makeTransferModel() -> TransferModel { TransferModel(trust: trust) }
}
