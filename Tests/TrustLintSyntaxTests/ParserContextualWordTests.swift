import XCTest

@testable import TrustLintSyntax

/// `consume`, `copy` and `yield` are operators only when an operand follows after a space;
/// with the parenthesis attached they are calls to an app's own function of that name.
final class ParserContextualWordTests: XCTestCase {
  private func dump(_ text: String) -> String {
    TreeDump.render(Parser.parse(SourceFile(path: "t.swift", text: text)))
  }

  func testAttachedParenthesisIsACall() {
    let text = dump("func f() { return consume(assessment) }")
    XCTAssertTrue(text.contains("(call consume assessment)"), text)
  }

  func testOperandAfterSpaceIsTheOperator() {
    let text = dump("func f() { let y = consume x }")
    XCTAssertFalse(text.contains("(call consume"), text)
  }
}
