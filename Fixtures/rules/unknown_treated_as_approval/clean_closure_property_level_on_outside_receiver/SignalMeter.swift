import SignalKit
import TrustInsights

/// `meter.level(reading)` runs another module's `Meter.level(_:)`, whose `.unknown` is its own
/// (a signal it could not read): approving in that branch is no coaching decision. It was
/// taken for the client's `level` closure by name.
final class ConnectionGate {
  let meter: Meter

  init(meter: Meter) { self.meter = meter }

  func admit(_ reading: Reading) -> Bool {
    switch meter.level(reading) {
    case .unknown:
      approveConnection()
      return true
    default:
      return false
    }
  }

  func approveConnection() {}
}
