import Foundation
// The compiler reads a module name on the line after `import` (and after `import struct`):
// this file imports TrustInsights and is analysed, though it names no evaluation type.
// Before, the parser took the line break for a missing name and the leak went unseen
// (probes-dw p20).
import
  TrustInsights
import struct
  TrustInsights.InsightEvaluationConsumptionStatus

struct TransferGate {
  let services = TrustServices.shared

  func confirm(amount: Decimal) async throws -> Bool {
    let evaluation = try await services.evaluator.requestEvaluation(context: services.transferContext)  // expect: missing_consumption_report "reserve"
    try await Ledger.reserve(amount)
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}
