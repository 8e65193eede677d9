import XCTest

@testable import TrustLintAnalysis

/// Quotes in messages: long expressions lose their arguments before they lose their names.
final class SourceTextTests: XCTestCase {
  func testShortTextIsKept() {
    XCTAssertEqual(SourceText.compact("try  ledger.reserveFunds(amount)"), "try ledger.reserveFunds(amount)")
  }

  func testLongArgumentsAreElided() {
    let text = "try await ledger.reserveFunds(transfer.amount, for: transfer.sourceAccount, note: memo)"
    XCTAssertEqual(SourceText.compact(text), "try await ledger.reserveFunds(…)")
  }

  func testEmptyArgumentListsStayEmpty() {
    XCTAssertEqual(
      SourceText.elidingArguments("try a.b().c(x, y).d { z }"), "try a.b().c(…).d {…}")
  }

  func testStillTooLongIsCut() {
    let text = "try " + String(repeating: "veryLongName.", count: 10) + "call()"
    XCTAssertEqual(SourceText.compact(text).count, 60)
    XCTAssertTrue(SourceText.compact(text).hasSuffix("…"))
  }
}
