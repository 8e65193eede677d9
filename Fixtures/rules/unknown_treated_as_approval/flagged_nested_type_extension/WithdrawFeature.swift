import ComposableArchitecture
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// TCA style: the state is a nested type, its derived values live in extensions of it.
@Reducer
struct WithdrawFeature {
  @ObservableState
  struct State: Equatable {
    var coachingLevel: IsLikelyBeingCoachedInsight.Value = .unknown
    var lastLevel: IsLikelyBeingCoachedInsight.Value?
    var isReadyToSend: Bool { coachingLevel == .unknown || coachingLevel == .medium }
  }

  enum Action {
    case levelLoaded(IsLikelyBeingCoachedInsight.Value)
  }

  enum Rail { case instant, held }
}

enum Review {
  final class Session {
    var evaluation: CoachingEvaluation?
  }
}
