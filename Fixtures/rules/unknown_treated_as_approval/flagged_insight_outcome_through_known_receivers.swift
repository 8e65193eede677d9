import TrustInsights

// Near misses of the app's own `rec.insight.outcome`: a value whose type the program does not
// know, or knows to be an evaluation, still has the framework's outcome.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class CoachingService {
  let evaluator = InsightEvaluator()
  var pending: [String: CoachingEvaluation] = [:]

  func fetch(context: InsightEvaluator.InsightContext) async throws -> CoachingEvaluation {
    try await evaluator.requestEvaluation(context: context)
  }

  func recent() -> [CoachingEvaluation] { [] }
}

struct TransferScreen {
  var evaluation: CoachingEvaluation
  var insight: IsLikelyBeingCoachedInsight

  func decide() {
    // The own type's `insight` is the framework's insight here, not an app type.
    if case .success(.unknown) = insight.outcome { approveTransfer() }  // expect: unknown_treated_as_approval
  }
}

func approveTransfer() {}

func review(service: CoachingService, screen: TransferScreen, vendor: VendorRiskClient) async throws {
  // A method of a receiver of known type that returns an evaluation.
  let context = InsightEvaluator.InsightContext(operationCategory: .payment)
  let e = try await service.fetch(context: context)
  if case .success(.unknown) = e.insight.outcome {
    approveTransfer()  // expect: unknown_treated_as_approval
    e.reportConsumption(.usedEvaluationOnly)
  } else {
    e.reportConsumption(.usedUnchangedFriction)
  }
  // An evaluation held by the app's own type is still an evaluation.
  if case .success(.unknown) = screen.evaluation.insight.outcome { approveTransfer() }  // expect: unknown_treated_as_approval
  screen.evaluation.reportConsumption(.usedUnchangedFriction)
  // A dictionary of evaluations.
  if let p = service.pending["x"], case .success(.unknown) = p.insight.outcome {
    approveTransfer()  // expect: unknown_treated_as_approval
    p.reportConsumption(.usedUnchangedFriction)
  }
  service.recent().forEach { r in
    if case .success(.unknown) = r.insight.outcome { approveTransfer() }  // expect: unknown_treated_as_approval
    r.reportConsumption(.usedUnchangedFriction)
  }
  // A vendor SDK's method of the evaluator's name: its receiver's type is not the program's.
  let v = try await vendor.requestEvaluation(context: context)
  if case .success(.unknown) = v.insight.outcome {
    approveTransfer()  // expect: unknown_treated_as_approval
    v.reportConsumption(.usedEvaluationOnly)
  } else {
    v.reportConsumption(.usedUnchangedFriction)
  }
}

struct Receipt { var insight: ReceiptInsight }
struct ReceiptInsight { var outcome: Result<Int, Error> }

final class PaymentScreen {
  let evaluator = InsightEvaluator()
  var current: Receipt?

  // A local or closure parameter named like the own type's `current` hides that property.
  func pay(vendor: VendorRiskClient) async throws {
    let context = InsightEvaluator.InsightContext(operationCategory: .payment)
    let current = try await evaluator.requestEvaluation(context: context)
    if case .success(.unknown) = current.insight.outcome {
      approveTransfer()  // expect: unknown_treated_as_approval
      current.reportConsumption(.usedEvaluationOnly)
    } else {
      current.reportConsumption(.usedUnchangedFriction)
    }
    vendor.onEvaluation { current in
      if case .success(.unknown) = current.insight.outcome { approveTransfer() }  // expect: unknown_treated_as_approval
    }
  }
}
