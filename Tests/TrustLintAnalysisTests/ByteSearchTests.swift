import XCTest

@testable import TrustLintAnalysis

/// The byte prefilters that decide which files are parsed for a name.
final class ByteSearchTests: XCTestCase {
  private func assigns(_ text: String, _ name: String = "category") -> Bool {
    ByteSearch.mayAssignMember(Array(text.utf8), Array(name.utf8))
  }

  func testMemberAssignmentsAreFound() {
    XCTAssertTrue(assigns("request.category = .other"))
    XCTAssertTrue(assigns("copy.category=c"))
    XCTAssertTrue(assigns("copy\n  .category\n  = c"))
    XCTAssertTrue(assigns("let x = 1; self.category = .payment"))
  }

  func testOtherSpellingsAreNot() {
    XCTAssertFalse(assigns("if request.category == .other {}"))
    XCTAssertFalse(assigns("let category = .other"))
    XCTAssertFalse(assigns("request.categoryName = \"x\""))
    XCTAssertFalse(assigns("request.subcategory = 1"))
    XCTAssertFalse(assigns("request.category"))
    XCTAssertFalse(assigns("f(category: .other)"))
    XCTAssertFalse(assigns(""))
  }
}
