import Foundation
import LegacyRisk
import TrustInsights

/// Imports LegacyRisk (not TrustKit): `gate.evaluate(...)` is the rules engine's, and its
/// arguments are LegacyRisk actions, not operation categories.
final class CardReplacement {
  private let gate = TrustGate()
  private let evaluator = InsightEvaluator()

  func orderReplacement(deliverTo address: String) async throws -> Bool {
    guard try await gate.evaluate(.cardReplacement) else { return false }
    let passed = try await gate.evaluate(.addressChange)
    if !passed { return false }
    let status = try await evaluator.authorizationStatus(
      for: .init(
        operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    return status != .unavailable || !address.isEmpty
  }
}
