import Combine
import Foundation
import TrustInsights

/// The app's own connection state, with its own `.unknown`.
enum ConnectionState { case unknown, online, offline }

enum TransferGate: Equatable { case blocked, stepUp, approved }

extension IsLikelyBeingCoachedInsight.Value {
  var isConcerning: Bool { self == .medium || self == .high }
}

final class CoachingSignals {
  let device = PassthroughSubject<IsLikelyBeingCoachedInsight.Value, Never>()
  let connection = PassthroughSubject<ConnectionState, Never>()
  @Published var latest: IsLikelyBeingCoachedInsight.Value?
  @Published var latestConnection: ConnectionState?
}

@MainActor
final class TransferGateModel: ObservableObject {
  @Published var gate: TransferGate = .stepUp
  @Published var level: IsLikelyBeingCoachedInsight.Value = .unknown
  @Published var connection: ConnectionState = .unknown
  @Published var amount: Decimal = 0
  private var bag = Set<AnyCancellable>()
  private let signals: CoachingSignals

  init(signals: CoachingSignals) { self.signals = signals }

  func bind() {
    // A publisher of the app's own enum, through the same operators.
    signals.connection
      .filter { $0 != .offline }
      .sink { state in
        if state == .unknown { self.allowInstantTransfer() }
      }
      .store(in: &bag)
    signals.$latestConnection
      .compactMap { $0 }
      .first()
      .sink { state in
        if state != .online { self.allowInstantTransfer() }
      }
      .store(in: &bag)
    signals.connection.merge(with: signals.connection)
      .handleEvents(receiveOutput: { state in
        if state == .unknown { self.allowInstantTransfer() }
      })
      .sink { _ in }
      .store(in: &bag)

    // Filters that let no `.unknown` through: nothing downstream is reached by it.
    signals.device
      .filter { $0 != .unknown }
      .sink { level in
        if level != .high { self.allowInstantTransfer() }
      }
      .store(in: &bag)
    signals.device
      .filter { level in level == .high || level == .medium }
      .sink { level in
        guard level == .high else {
          self.allowInstantTransfer()
          return
        }
      }
      .store(in: &bag)
    signals.device
      .filter { $0.isConcerning }
      .sink { level in
        if level == .medium { self.allowInstantTransfer() }
      }
      .store(in: &bag)
    signals.device
      .filter { level in
        let known = level != .unknown
        return known
      }
      .sink { level in
        if level != .high { self.allowInstantTransfer() }
      }
      .store(in: &bag)
    signals.device
      .first(where: { $0 != .unknown })
      .sink { level in
        if level != .high { self.allowInstantTransfer() }
      }
      .store(in: &bag)

    // A map whose output is no level: what it hands on is tested, not a level.
    signals.device
      .map { level -> Bool in level == .high }
      .sink { isHigh in
        if !isHigh { self.allowInstantTransfer() }
      }
      .store(in: &bag)
    signals.device
      .map { _ in ConnectionState.unknown }
      .sink { state in
        if state == .unknown { self.allowInstantTransfer() }
      }
      .store(in: &bag)

    // Recommended handling through the operators.
    signals.$latest
      .compactMap { $0 }
      .map { level -> TransferGate in
        switch level {
        case .high: return .blocked
        case .medium, .unknown: return .stepUp
        @unknown default: return .stepUp
        }
      }
      .assign(to: &$gate)
  }

  func bindCombined() {
    // The other position of the tuple is no level.
    $connection.combineLatest($level)
      .sink { state, level in
        if state == .unknown, level == .high { self.allowInstantTransfer() }
      }
      .store(in: &bag)
    Publishers.CombineLatest($connection, $amount)
      .map { state, amount in (state, amount) }
      .sink { pair in
        if pair.0 == .unknown { self.allowInstantTransfer() }
      }
      .store(in: &bag)
    // A filtered level in a tuple is not followed.
    signals.device.filter { $0 != .unknown }.combineLatest($amount)
      .sink { level, amount in
        if level != .high, amount < 10 { self.allowInstantTransfer() }
      }
      .store(in: &bag)
    $level.combineLatest($amount)
      .sink { level, _ in
        if level == .unknown { self.runStandardChecks() }
      }
      .store(in: &bag)
  }

  func allowInstantTransfer() {}
  func runStandardChecks() {}
}
