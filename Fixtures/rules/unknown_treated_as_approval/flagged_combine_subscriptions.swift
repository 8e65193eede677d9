import Combine
import Foundation
import TrustInsights

final class RiskMonitor {
  let levels: AnyPublisher<IsLikelyBeingCoachedInsight.Value, Never>
  let updates: PassthroughSubject<IsLikelyBeingCoachedInsight.Value, Never> = .init()
  init(levels: AnyPublisher<IsLikelyBeingCoachedInsight.Value, Never>) { self.levels = levels }
}

@MainActor
final class InstantPayViewModel: ObservableObject {
  @Published var coachingLevel: IsLikelyBeingCoachedInsight.Value = .medium
  let monitor: RiskMonitor
  var bag: Set<AnyCancellable> = []
  init(monitor: RiskMonitor) { self.monitor = monitor }

  func bind() {
    $coachingLevel
      .removeDuplicates()
      .sink { [weak self] level in
        if level == .unknown {
          self?.allowInstantPay()  // expect: unknown_treated_as_approval
        }
      }
      .store(in: &bag)
    monitor.levels.receive(on: DispatchQueue.main).sink { level in
      guard level == .high else {
        self.allowInstantPay()  // expect: unknown_treated_as_approval
        return
      }
    }.store(in: &bag)
    monitor.updates.sink(
      receiveCompletion: { _ in self.allowInstantPay() },
      receiveValue: { level in
        if level != .high && level != .medium { self.allowInstantPay() }  // expect: unknown_treated_as_approval
      }
    ).store(in: &bag)
  }

  func allowInstantPay() {}
}
