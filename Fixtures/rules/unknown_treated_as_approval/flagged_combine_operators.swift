import Combine
import Foundation
import TrustInsights

enum TransferGate: Equatable { case blocked, stepUp, approved, allow }

protocol CoachingLevelProvider {
  var levels: AnyPublisher<IsLikelyBeingCoachedInsight.Value, Never> { get }
}

final class CoachingSignals {
  let device = PassthroughSubject<IsLikelyBeingCoachedInsight.Value, Never>()
  let server = PassthroughSubject<IsLikelyBeingCoachedInsight.Value, Never>()
  @Published var latest: IsLikelyBeingCoachedInsight.Value?
}

@MainActor
final class TransferGateModel: ObservableObject {
  @Published var gate: TransferGate = .stepUp
  @Published var level: IsLikelyBeingCoachedInsight.Value = .unknown
  @Published var amount: Decimal = 0
  @Published var holdHours = 24
  private var bag = Set<AnyCancellable>()
  private let provider: CoachingLevelProvider
  private let signals: CoachingSignals

  init(provider: CoachingLevelProvider, signals: CoachingSignals) {
    self.provider = provider
    self.signals = signals
  }

  func bind() {
    // `map`: its closure's parameter is the level; what it returns is a gate.
    provider.levels
      .map { level -> TransferGate in
        switch level {
        case .high: return .blocked
        case .medium: return .stepUp
        case .unknown: return .approved  // expect: unknown_treated_as_approval
        @unknown default: return .stepUp
        }
      }
      .removeDuplicates()
      .assign(to: &$gate)
    signals.$latest
      .compactMap { $0 }
      .map { level -> TransferGate in
        level == .high ? .blocked : .allow  // expect: unknown_treated_as_approval
      }
      .assign(to: &$gate)

    // `filter` whose test lets `.unknown` through hands on levels.
    provider.levels
      .filter { $0 != .high }
      .sink { [weak self] level in
        guard level == .medium else {
          self?.allowFasterPayments()  // expect: unknown_treated_as_approval
          return
        }
      }
      .store(in: &bag)
    signals.device.merge(with: signals.server)
      .first()
      .sink { [weak self] level in
        if level == .high || level == .medium { self?.holdHours = 24 } else { self?.allowInstantTransfer() }  // expect: unknown_treated_as_approval
      }
      .store(in: &bag)
    signals.$latest
      .compactMap { $0 }
      .receive(on: DispatchQueue.main)
      .sink { [weak self] level in
        if level == .unknown { self?.bypassHold() }  // expect: unknown_treated_as_approval
      }
      .store(in: &bag)
    signals.$latest
      .replaceNil(with: .unknown)
      .sink { [weak self] level in
        if level != .high { self?.bypassHold() }  // expect: unknown_treated_as_approval
      }
      .store(in: &bag)
    signals.device
      .handleEvents(receiveOutput: { [weak self] level in
        if level == .unknown { self?.allowInstantTransfer() }  // expect: unknown_treated_as_approval
      })
      .sink { _ in }
      .store(in: &bag)
    signals.device
      .first(where: { $0 == .unknown })
      .sink { [weak self] level in
        if level == .unknown { self?.skipReview() }  // expect: unknown_treated_as_approval
      }
      .store(in: &bag)
    signals.device
      .prefix(while: { _ in true })
      .filter { level in level == .unknown || level == .medium }
      .sink { [weak self] level in
        switch level {
        case .medium: self?.holdHours = 48
        default: self?.skipReview()  // expect: unknown_treated_as_approval
        }
      }
      .store(in: &bag)
  }

  func bindCombined() {
    // A tuple's positions: the level is where its publisher is.
    $level.combineLatest($amount)
      .sink { [weak self] level, amount in
        if level == .unknown && amount < 100 { self?.allowInstantTransfer() }  // expect: unknown_treated_as_approval
      }
      .store(in: &bag)
    $amount.zip(signals.device)
      .sink { [weak self] amount, level in
        if level != .high, amount < 50 { self?.allowInstantTransfer() }  // expect: unknown_treated_as_approval
      }
      .store(in: &bag)
    Publishers.CombineLatest($level, $amount)
      .map { level, amount in (level, amount) }
      .sink { [weak self] pair in
        switch pair.0 {
        case .unknown: self?.approveSmallPayment(pair.1)  // expect: unknown_treated_as_approval
        default: self?.holdHours = 24
        }
      }
      .store(in: &bag)
    $amount.combineLatest($level) { amount, level -> Bool in
      level == .unknown ? self.trustSmallAmount(amount) : false  // expect: unknown_treated_as_approval
    }
    .sink { _ in }
    .store(in: &bag)
  }

  func allowFasterPayments() {}
  func allowInstantTransfer() {}
  func bypassHold() { holdHours = 0 }
  func skipReview() {}
  func approveSmallPayment(_ amount: Decimal) {}
  func trustSmallAmount(_ amount: Decimal) -> Bool { amount < 10 }
}
