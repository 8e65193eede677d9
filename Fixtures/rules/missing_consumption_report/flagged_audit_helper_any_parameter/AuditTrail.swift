import Foundation

/// App-wide audit trail. It never imports TrustInsights and only keeps the note: passing
/// a value to it neither reports nor stores that value.
final class AuditTrail {
  static let shared = AuditTrail()
  private var lines: [String] = []

  func record(_ value: Any, note: String) {
    lines.append(note)
  }
}
