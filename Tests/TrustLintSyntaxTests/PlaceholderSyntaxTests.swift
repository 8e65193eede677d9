import XCTest

final class PlaceholderSyntaxTests: XCTestCase {
  func testPackageBuilds() {
    XCTAssertTrue(true)
  }
}
