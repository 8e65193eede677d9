import Foundation

/// App-wide audit trail. It never imports TrustInsights. It keeps a description of the value,
/// not the value: an interpolation reads what it describes, so the caller still owes the
/// report of an evaluation it records.
final class AuditTrail {
  static let shared = AuditTrail()
  private var lines: [String] = []

  func record(_ value: Any, note: String) {
    lines.append("\(note): \(value)")
  }
}
