import Foundation
import TrustInsights
import TrustKit

/// Imports TrustKit: its call reaches TrustKit's gate, with a sensitive category.
struct QuickPay {
  let gate = TrustGate()

  func pay(cents: Int) async throws -> Bool {
    let evaluation = try await gate.evaluate(.payment)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return cents > 0
  }
}
