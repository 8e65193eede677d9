import Testing
import TrustInsights
import XCTest

@testable import Transfers

final class TransferAuthorizerTests: XCTestCase {
  func testUnknownKeepsReviewForLargeAmounts() {
    let levels: [IsLikelyBeingCoachedInsight.Value] = [.unknown, .medium, .high]
    for level in levels {
      if level == .unknown {
        XCTAssertEqual(TransferAuthorizer().authorize(amount: 9_000, level: level), .needsReview)
      }
    }
  }
}

@Test(arguments: [IsLikelyBeingCoachedInsight.Value.unknown, .medium])
func unknownAndMediumKeepReview(level: IsLikelyBeingCoachedInsight.Value) {
  switch level {
  case .unknown, .medium:
    #expect(TransferAuthorizer().authorize(amount: 5_000, level: level) == .needsReview)
  default:
    break
  }
}
