import TrustInsights
import XCTest

@testable import Transfers

final class InstantTransferTests: XCTestCase {
  func testUnknownSendsInstantly() {
    let transfer = InstantTransfer()
    let level: IsLikelyBeingCoachedInsight.Value = .unknown
    if level == .unknown {
      transfer.approveTransfer()  // expect: unknown_treated_as_approval
    }
    XCTAssertTrue(transfer.isSent)
  }
}
