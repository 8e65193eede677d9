import Foundation

enum LegacyAction { case transfer, addressChange, other }

/// The app's own rules-engine gate, under another name: it shadows nothing, so the app's
/// `TrustGate()` is TrustKit's.
struct LegacyTrustGate {
  func evaluate(_ action: LegacyAction) async throws -> Bool {
    action != .addressChange
  }
}
