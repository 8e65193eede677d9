import TrustInsights

// The app declares `map` on its own types, one taking an escaping closure. On an optional
// evaluation, `evaluation.map { … }` is still `Optional.map`: its closure runs once when
// there is a value, and its report counts. Before, the app's `map` hid that and every function
// below was a false "never reported".

struct Loadable<Value> {
  var value: Value?
  func map<Mapped>(_ transform: (Value) -> Mapped) -> Loadable<Mapped> {
    Loadable<Mapped>(value: value.map(transform))
  }
}

final class Signal<Value> {
  private var observers: [(Value) -> Void] = []
  func map<Mapped>(_ transform: @escaping (Value) -> Mapped) -> Signal<Mapped> {
    let mapped = Signal<Mapped>()
    observers.append { mapped.send(transform($0)) }
    return mapped
  }
  func send(_ value: Value) { observers.forEach { $0(value) } }
}

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func addPayee(evaluator: InsightEvaluator) async {
  let evaluation = try? await evaluator.requestEvaluation(context: payeeContext)
  evaluation.map { $0.reportConsumption(.usedUnchangedFriction) }
}

func addPayeeNamed(evaluator: InsightEvaluator) async {
  let evaluation = try? await evaluator.requestEvaluation(context: payeeContext)
  _ = evaluation.flatMap { current in
    current.reportConsumption(.notUsedNotNeeded)
    return Optional(1)
  }
}

func labels(_ names: Loadable<String>, _ counts: Signal<Int>) -> Loadable<Int> {
  _ = counts.map { $0 + 1 }
  return names.map { $0.count }
}
