import TrustInsights

// The nearest correct relays: a `BehaviorRelay<IsLikelyBeingCoachedInsight.Value>` whose
// `.unknown` keeps the passcode, and relays of other element types (`Bool`, the app's own
// `Grade` with its own `.unknown`), whose closures read no level.

final class BehaviorRelay<Element> {
  var value: Element
  init(value: Element) { self.value = value }
  func subscribe(onNext: @escaping (Element) -> Void) { onNext(value) }
}

enum Grade { case unknown, good }

final class OTPFlow {
  let level = BehaviorRelay<IsLikelyBeingCoachedInsight.Value>(value: .unknown)
  let trusted = BehaviorRelay<Bool>(value: false)
  let grade = BehaviorRelay<Grade>(value: .unknown)

  func bind() {
    level.subscribe(onNext: { [weak self] level in
      if level == .unknown {
        self?.requireOneTimePasscode()
      } else {
        self?.showCoachingWarning()
      }
    })
    trusted.subscribe(onNext: { [weak self] trusted in
      if !trusted { self?.skipOneTimePasscode() }
    })
    grade.subscribe(onNext: { [weak self] grade in
      if grade == .unknown { self?.skipOneTimePasscode() }
    })
  }

  func skipOneTimePasscode() {}
  func requireOneTimePasscode() {}
  func showCoachingWarning() {}
}
