import Foundation

enum LegacyAction { case transfer, addressChange, other }

/// The app's own rules-engine gate, older than TrustKit. In the app this `TrustGate` shadows the
/// imported TrustKit one (a module's own declarations win), so `gate.evaluate(.other)` below
/// passes a `LegacyAction`, not an operation category.
struct TrustGate {
  func evaluate(_ action: LegacyAction) async throws -> Bool {
    action != .addressChange
  }
}
