import Foundation
import TrustInsights

/// App-wide TrustInsights plumbing shared by every screen.
final class TrustServices: @unchecked Sendable {
  static let shared = TrustServices()
  let evaluator = InsightEvaluator()
  let transferContext = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
  )
}

enum Ledger {
  static func reserve(_ amount: Decimal) async throws {}
}
