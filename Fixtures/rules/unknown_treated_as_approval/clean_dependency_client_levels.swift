import ComposableArchitecture
import TrustInsights

enum SyncStatus { case unknown, synced }

// Closure properties returning the app's own enum, a name a stored property of another type
// also declares, and a level that keeps the checks.
struct CoachingClient {
  var level: @Sendable (_ category: InsightEvaluator.OperationCategory) async throws -> IsLikelyBeingCoachedInsight.Value
  var sync: @Sendable () async -> SyncStatus
  var grade: @Sendable () async -> IsLikelyBeingCoachedInsight.Value
}

struct ReportCard {
  var grade: SyncStatus
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
  func runStandardChecks() {}

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .send:
        return .run { _ in
          if await coaching.sync() == .unknown {
            approveTransfer()
          }
          if await coaching.grade() == .unknown {
            approveTransfer()
          }
          let level = try await coaching.level(.payment)
          if level == .unknown {
            runStandardChecks()
          } else {
            approveTransfer()
          }
        }
      }
    }
  }
}
