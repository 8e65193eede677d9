import XCTest

final class PlaceholderAnalysisTests: XCTestCase {
  func testPackageBuilds() {
    XCTAssertTrue(true)
  }
}
