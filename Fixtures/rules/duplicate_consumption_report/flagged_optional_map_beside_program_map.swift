import TrustInsights

// `evaluation.map { … }` on an optional evaluation is `Optional.map` though the app declares
// a `map` of its own: its report counts, and a second one after it is a duplicate.

struct Loadable<Value> {
  var value: Value?
  func map<Mapped>(_ transform: (Value) -> Mapped) -> Loadable<Mapped> {
    Loadable<Mapped>(value: value.map(transform))
  }
}

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func addPayee(evaluator: InsightEvaluator) async {
  let evaluation = try? await evaluator.requestEvaluation(context: payeeContext)
  evaluation.map { $0.reportConsumption(.usedUnchangedFriction) }
  evaluation?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
}
