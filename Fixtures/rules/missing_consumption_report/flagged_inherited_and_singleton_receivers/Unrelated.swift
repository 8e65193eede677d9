import Foundation

// The app's own types with the same method names and labels, nothing to do with
// TrustInsights: the receivers in Flows.swift say which type runs, so these must not hide
// the producers and helpers there.
final class TransferStore {
  func evaluate() async {}
  func fetch() async {}
}

final class AuditTrail {
  func settle(_ entry: Any) {}
  func close(_ entry: Any) {}
}
