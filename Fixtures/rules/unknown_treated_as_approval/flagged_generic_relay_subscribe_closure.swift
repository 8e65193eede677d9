import TrustInsights

// An RxSwift-like relay the app declares itself (probes-cl p107): `subscribe(onNext:)` takes
// `(Element) -> Void`, and the receiver is a `BehaviorRelay<IsLikelyBeingCoachedInsight.Value>`,
// so the closure's untyped `level` is a level and its `.unknown` branch skips the passcode.

final class BehaviorRelay<Element> {
  var value: Element
  init(value: Element) { self.value = value }
  func subscribe(onNext: @escaping (Element) -> Void) { onNext(value) }
}

extension BehaviorRelay {
  func bind(to handler: @escaping (Element) -> Void) { handler(value) }
}

final class OTPFlow {
  let level = BehaviorRelay<IsLikelyBeingCoachedInsight.Value>(value: .unknown)
  let typedLevel: BehaviorRelay<IsLikelyBeingCoachedInsight.Value>

  init(typedLevel: BehaviorRelay<IsLikelyBeingCoachedInsight.Value>) { self.typedLevel = typedLevel }

  func bind() {
    level.subscribe(onNext: { [weak self] level in
      if level == .unknown {
        self?.skipOneTimePasscode()  // expect: unknown_treated_as_approval "skipOneTimePasscode"
      } else {
        self?.requireOneTimePasscode()
      }
    })
    typedLevel.bind { [weak self] level in
      switch level {
      case .high, .medium: self?.requireOneTimePasscode()
      default: self?.skipOneTimePasscode()  // expect: unknown_treated_as_approval "skipOneTimePasscode"
      }
    }
  }

  func skipOneTimePasscode() {}
  func requireOneTimePasscode() {}
}
