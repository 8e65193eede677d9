import XCTest

final class PlaceholderKitTests: XCTestCase {
  func testPackageBuilds() {
    XCTAssertTrue(true)
  }
}
