import TrustInsights

func bindings(_ evaluator: InsightEvaluator, maybe: InsightEvaluation<IsLikelyBeingCoachedInsight>?) async {
  guard let maybe else { return }
  if let e = try? await evaluator.requestEvaluation(context: context) {
    let alias = e
    alias.reportConsumption(.usedUnchangedFriction)
  }
  let f = try? await evaluator.requestEvaluation(context: context)
  if f == nil {
    return
  }
  if case let g? = f {
    g.reportConsumption(.usedUnchangedFriction)
  }
  maybe.reportConsumption(.usedUnchangedFriction)
}
