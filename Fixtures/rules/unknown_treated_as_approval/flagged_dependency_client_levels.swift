import ComposableArchitecture
import TrustInsights

// A dependency client's closure properties declared to return a level or the outcome: calling
// one (`try await coaching.level(.payment)`) gives a level, whatever `coaching` is declared as.
struct CoachingClient {
  var level: @Sendable (_ category: InsightEvaluator.OperationCategory) async throws -> IsLikelyBeingCoachedInsight.Value
  var outcome: @Sendable () async -> Result<IsLikelyBeingCoachedInsight.Value, InsightError>
}

extension DependencyValues {
  var coaching: CoachingClient {
    get { self[CoachingClient.self] }
    set { self[CoachingClient.self] = newValue }
  }
}

@Reducer
struct SendFeature {
  struct State {}
  enum Action { case send }
  @Dependency(\.coaching) var coaching
  func approveTransfer() {}

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .send:
        return .run { _ in
          let level = try await coaching.level(.payment)
          if level == .unknown {
            approveTransfer()  // expect: unknown_treated_as_approval
          }
          switch await coaching.outcome() {
          case .success(.unknown):
            approveTransfer()  // expect: unknown_treated_as_approval
          default:
            break
          }
        }
      }
    }
  }
}
