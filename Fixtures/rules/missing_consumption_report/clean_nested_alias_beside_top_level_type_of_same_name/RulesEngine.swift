import Foundation

// The bank's own rules engine: its `Evaluation`, `requestEvaluation` and `reportConsumption`
// are not the framework's. This file never gets a finding.
enum RuleOutcome {
  case unknown
  case allow
}

struct Evaluation {
  let outcome: RuleOutcome

  func reportConsumption(_ note: String) { print(note) }
}

final class RulesEngine {
  func requestEvaluation(for amount: Decimal) async throws -> Evaluation {
    Evaluation(outcome: amount > 1_000 ? .unknown : .allow)
  }

  func decide(_ evaluation: Evaluation) -> Bool {
    switch evaluation.outcome {
    case .unknown:
      approveTransfer()
      return true
    case .allow:
      return true
    }
  }

  private func approveTransfer() {}
}
