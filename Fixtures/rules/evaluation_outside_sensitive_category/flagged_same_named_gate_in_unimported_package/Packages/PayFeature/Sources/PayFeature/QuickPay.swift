import Foundation
import TrustInsights
import TrustKit

/// Imports TrustKit: its call reaches TrustKit's gate, and `.other` flows into the context
/// there. (The card feature's LegacyRisk actions are not reported: see CardReplacement.swift.)
struct QuickPay {
  let gate = TrustGate()

  func pay(cents: Int) async throws -> Bool {
    let evaluation = try await gate.evaluate(.other)  // expect: evaluation_outside_sensitive_category "'.other'"
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return cents > 0
  }
}
