import Combine
import Foundation
import TrustInsights

/// The app's own connection state, with its own `.unknown`.
enum ConnectionState { case unknown, online, offline }

final class RiskMonitor {
  let levels: AnyPublisher<IsLikelyBeingCoachedInsight.Value, Never>
  let connection: AnyPublisher<ConnectionState, Never>
  init(levels: AnyPublisher<IsLikelyBeingCoachedInsight.Value, Never>, connection: AnyPublisher<ConnectionState, Never>) {
    self.levels = levels
    self.connection = connection
  }
}

@MainActor
final class InstantPayViewModel: ObservableObject {
  @Published var coachingLevel: IsLikelyBeingCoachedInsight.Value = .medium
  @Published var connection: ConnectionState = .unknown
  let monitor: RiskMonitor
  var bag: Set<AnyCancellable> = []
  init(monitor: RiskMonitor) { self.monitor = monitor }

  func bind() {
    $connection.sink { state in
      if state == .unknown { self.allowInstantPay() }
    }.store(in: &bag)
    monitor.connection.sink { state in
      if state != .offline { self.allowInstantPay() }
    }.store(in: &bag)
    $coachingLevel.sink { level in
      if level == .unknown {
        // No evidence: the existing checks run.
        self.runStandardChecks()
      } else {
        self.showWarning()
      }
    }.store(in: &bag)
    monitor.levels.sink(
      receiveCompletion: { _ in self.allowInstantPay() },
      receiveValue: { level in
        if level == .high { self.showWarning() }
      }
    ).store(in: &bag)
  }

  func allowInstantPay() {}
  func runStandardChecks() {}
  func showWarning() {}
}
