import Foundation

final class TransferFlow {
  let trust = TrustService()
  let fees = FeeCalculator()

  func send(amount: Decimal, cancelled: Bool) async throws -> Bool {
    let evaluation: TrustService.Evaluation = try await trust.check()  // expect: missing_consumption_report "returns at line 10"
    let fee = fees.compute("1.5")
    if cancelled { return false }
    trust.settle(evaluation, status: .usedEvaluationOnly)
    return fee.value < 5
  }
}
