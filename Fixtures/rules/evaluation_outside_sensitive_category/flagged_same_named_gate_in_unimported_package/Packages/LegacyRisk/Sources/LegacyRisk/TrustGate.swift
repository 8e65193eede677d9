import Foundation

public enum LegacyAction: Sendable { case cardReplacement, addressChange }

/// The old rules-engine gate, kept during the migration: same type and method name as
/// TrustKit's, another module, answers a Bool.
public struct TrustGate: Sendable {
  public init() {}

  public func evaluate(_ action: LegacyAction) async throws -> Bool {
    action != .addressChange
  }
}
