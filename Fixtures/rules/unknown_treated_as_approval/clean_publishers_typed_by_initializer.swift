import Combine
import Foundation
import TrustInsights

// The app's own grade, and Bool, as the published value: not levels.
enum Grade { case unknown, low, high }

final class RiskMonitor {
  let grades = PassthroughSubject<Grade, Never>()
  let flags = CurrentValueSubject<Bool, Never>(false)
  let stream = AsyncStream<Grade> { continuation in continuation.finish() }
}

@MainActor
final class InstantPayViewModel: ObservableObject {
  let monitor = RiskMonitor()
  var bag: Set<AnyCancellable> = []

  func bind() {
    let levels = PassthroughSubject<Grade, Never>()
    levels.sink { level in
      if level == .unknown { self.allowInstantPay() }
    }.store(in: &bag)
    monitor.grades.sink { grade in
      guard grade == .high else {
        self.allowInstantPay()
        return
      }
    }.store(in: &bag)
    // A subject of levels whose unknown branch holds the payment: the approval is elsewhere.
    let checked = PassthroughSubject<IsLikelyBeingCoachedInsight.Value, Never>()
    checked.sink { level in
      if level == .unknown { self.holdInstantPay() } else { self.allowInstantPay() }
    }.store(in: &bag)
  }

  func watch() async {
    for await grade in monitor.stream where grade != .high {
      allowInstantPay()
    }
  }

  func allowInstantPay() {}
  func holdInstantPay() {}
}
