import Combine
import Foundation
import TrustInsights

// Subjects and streams whose type only their initializer gives.
final class RiskMonitor {
  let updates = PassthroughSubject<IsLikelyBeingCoachedInsight.Value, Never>()
  let current = CurrentValueSubject<IsLikelyBeingCoachedInsight.Value, Never>(.unknown)
  let stream = AsyncStream<IsLikelyBeingCoachedInsight.Value> { continuation in
    continuation.finish()
  }
}

@MainActor
final class InstantPayViewModel: ObservableObject {
  typealias Value = IsLikelyBeingCoachedInsight.Value
  let monitor = RiskMonitor()
  let own = CurrentValueSubject<Value, Never>(.unknown)
  var bag: Set<AnyCancellable> = []

  func bind() {
    let levels = PassthroughSubject<IsLikelyBeingCoachedInsight.Value, Never>()
    levels.sink { level in
      if level == .unknown {
        self.allowInstantPay()  // expect: unknown_treated_as_approval
      }
    }.store(in: &bag)
    monitor.updates.removeDuplicates().sink { level in
      guard level == .high else {
        self.allowInstantPay()  // expect: unknown_treated_as_approval
        return
      }
    }.store(in: &bag)
    monitor.current.sink { level in
      if level != .high { self.allowInstantPay() }  // expect: unknown_treated_as_approval
    }.store(in: &bag)
    own.sink { level in
      if level != .high { self.allowInstantPay() }  // expect: unknown_treated_as_approval
    }.store(in: &bag)
  }

  func watch() async {
    for await level in monitor.stream {
      if level == .unknown { allowInstantPay() }  // expect: unknown_treated_as_approval
    }
    let local = AsyncStream<IsLikelyBeingCoachedInsight.Value> { continuation in continuation.finish() }
    for await level in local where level != .high {
      allowInstantPay()  // expect: unknown_treated_as_approval
    }
  }

  func allowInstantPay() {}
}
