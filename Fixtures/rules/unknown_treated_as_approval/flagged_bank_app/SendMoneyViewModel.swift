import Foundation
import TrustInsights

protocol Ledger: Sendable {
  func runStandardChecks(_ amount: Decimal) async
  func commitTransfer(_ amount: Decimal) async
}

@MainActor
final class SendMoneyViewModel: ObservableObject {
  enum Step {
    case review
    case warning
    case verifyByCall
    case done
  }

  @Published var step: Step = .review
  private let gate = CoachingGate.shared
  private let ledger: Ledger

  init(ledger: Ledger) {
    self.ledger = ledger
  }

  func confirm(amount: Decimal) async {
    guard let evaluation = await gate.evaluate(.sendMoney(amount: amount)) else {
      await send(amount)
      return
    }
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      step = .verifyByCall
    case .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      step = .warning
    case .success(.unknown):
      evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval
      await ledger.commitTransfer(amount)  // expect: unknown_treated_as_approval "'commitTransfer(_:)'"
      step = .done
    case .success:
      evaluation.reportConsumption(.notUsedError)
      await send(amount)
    case .failure:
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
      await send(amount)
    }
  }

  private func send(_ amount: Decimal) async {
    await ledger.runStandardChecks(amount)
    await ledger.commitTransfer(amount)
    step = .done
  }
}
