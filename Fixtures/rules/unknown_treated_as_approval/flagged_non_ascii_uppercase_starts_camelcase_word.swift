import TrustInsights

let kontoContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

protocol Konto {
  func approveÄnderung()
  func prüfen()
  func commitmentÜbersicht()
  func 承認()
}

// `Ä` starts a camelCase word as `A` does: `approveÄnderung` is the verb `approve` and its
// object. `commitmentÜbersicht` starts with the word `commitment`, and a name without camel
// humps (`承認`) has no verb of the vocabulary.
func kontoÄndern(konto: Konto, evaluator: InsightEvaluator) async throws {
  let prüfung = try await evaluator.requestEvaluation(context: kontoContext)
  guard case .success(let wert) = prüfung.insight.outcome, wert != .unknown else {
    prüfung.reportConsumption(.usedUnchangedFriction)
    konto.commitmentÜbersicht()
    konto.承認()
    konto.approveÄnderung()  // expect: unknown_treated_as_approval "'approveÄnderung()'"
    return
  }
  prüfung.reportConsumption(wert == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  konto.prüfen()
}
