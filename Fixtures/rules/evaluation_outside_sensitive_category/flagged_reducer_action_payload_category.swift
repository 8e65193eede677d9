import ComposableArchitecture
import TrustInsights

// The category travels in the action's payload; the framework runs the reducer, the program
// only sends the action: each `.evaluate(…)` it writes is what `category` may be.
@Reducer
struct GateFeature {
  struct State {}
  enum Action {
    case evaluate(InsightEvaluator.OperationCategory)
    case done
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case let .evaluate(category):
        return .run { send in
          let context = InsightEvaluator.InsightContext(
            operationCategory: category,
            requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
          if let evaluation = try? await InsightEvaluator().requestEvaluation(context: context) {
            evaluation.reportConsumption(.usedEvaluationOnly)
          }
          await send(.done)
        }
      case .done:
        return .none
      }
    }
  }
}

func feedbackTapped(store: StoreOf<GateFeature>) {
  store.send(.evaluate(.other))  // expect: evaluation_outside_sensitive_category
}

func payTapped(store: StoreOf<GateFeature>) {
  store.send(GateFeature.Action.evaluate(.payment))
}
