import ComposableArchitecture
import TrustInsights

enum AppCategory { case payments, other }

struct FeedbackGate {
  func evaluate(_ category: AppCategory) {}
}

// Every `.evaluate(…)` the program writes is sensitive; `gate.evaluate(.other)` is a method of
// a value, not the case, and `.track(.other)` is another enum's case with the app's own `.other`.
@Reducer
struct GateFeature {
  struct State {}
  enum Action {
    case evaluate(InsightEvaluator.OperationCategory)
    case track(AppCategory)
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
      case .track, .done:
        return .none
      }
    }
  }
}

func feedbackTapped(store: StoreOf<GateFeature>, gate: FeedbackGate) {
  gate.evaluate(.other)
  store.send(.track(.other))
  store.send(.evaluate(.account))
}

func payTapped(store: StoreOf<GateFeature>) {
  store.send(GateFeature.Action.evaluate(.payment))
}
