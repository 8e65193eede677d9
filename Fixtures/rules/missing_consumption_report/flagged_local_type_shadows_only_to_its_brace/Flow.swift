import TrustInsights

// A local type shadows the program's type of its name only up to the brace that ends its
// scope: one declared in an 'if' block (a preview stub) or in a closure, and the program's
// producer 'PaymentRiskService' is called again after it (probes-dd d01, d04).

func send(amount: Int, isPreview: Bool) async throws -> Bool {
  if isPreview {
    struct PaymentRiskService {
      func evaluate(amount: Int) -> Bool { amount < 100 }
    }
    return PaymentRiskService().evaluate(amount: amount)
  }
  let evaluation = try await PaymentRiskService().evaluate(amount: amount)  // expect: missing_consumption_report
  if case .success(.high) = evaluation.insight.outcome { return false }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

func sendAll(amounts: [Int]) async throws -> Bool {
  let previews = amounts.map { amount -> Bool in
    struct PaymentRiskService { func evaluate(amount: Int) -> Bool { amount < 100 } }
    return PaymentRiskService().evaluate(amount: amount)
  }
  guard previews.allSatisfy({ $0 }) else { return false }
  let evaluation = try await PaymentRiskService().evaluate(amount: amounts.reduce(0, +))  // expect: missing_consumption_report
  if case .success(.high) = evaluation.insight.outcome { return false }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}
