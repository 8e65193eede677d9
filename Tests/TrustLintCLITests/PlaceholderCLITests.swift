import XCTest

final class PlaceholderCLITests: XCTestCase {
  func testPackageBuilds() {
    XCTAssertTrue(true)
  }
}
