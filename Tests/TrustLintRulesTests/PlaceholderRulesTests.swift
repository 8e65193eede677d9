import XCTest

final class PlaceholderRulesTests: XCTestCase {
  func testPackageBuilds() {
    XCTAssertTrue(true)
  }
}
