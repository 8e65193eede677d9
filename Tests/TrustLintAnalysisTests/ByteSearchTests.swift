import TrustLintSyntax
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

  /// Whether a file of `text` may call `name`, as the call-site lookups ask (tokens, and the
  /// bytes of string literals with interpolations).
  private func calls(_ text: String, _ name: String = "category") -> Bool {
    let tree = Parser.parse(SourceFile(path: "f.swift", text: text))
    return ProgramFacts.calledNameHashes(tree).contains(ProgramFacts.hash(name.utf8))
  }

  func testCallsAreFound() {
    XCTAssertTrue(calls("builder.category(.send)"))
    XCTAssertTrue(calls("category (x)"))
    XCTAssertTrue(calls("run.category\n  { x }"))
    XCTAssertTrue(calls("category<T>(x)"))
    XCTAssertTrue(calls("delegate?.category?(x)"))
    XCTAssertTrue(calls("make.category!(x)"))
    XCTAssertTrue(calls("`category`(x)"))
    XCTAssertTrue(calls("(category)(x)"))
    XCTAssertTrue(calls("category /* why */ (x)"))
    XCTAssertTrue(calls("let a = subcategory; b.category(x)"))
    XCTAssertTrue(calls("let v: V = .init(x)", "init"))
    XCTAssertTrue(calls("self\n  .init(x)", "init"))
    XCTAssertTrue(calls("super.init()", "init"))
    XCTAssertTrue(calls("let s = \"a \\(category(x)) b\""))
    XCTAssertTrue(calls("let s = \"\\(self.init (x))\"", "init"))
  }

  func testNamesThatAreNotCalledAreNot() {
    XCTAssertFalse(calls("request.category = .other"))
    XCTAssertFalse(calls("if request.category == .other {}"))
    XCTAssertFalse(calls("subcategory(x)"))
    XCTAssertFalse(calls("categoryName(x)"))
    XCTAssertFalse(calls("f(category: .other)"))
    XCTAssertFalse(calls("f(category)"))
    XCTAssertFalse(calls("x.category"))
    XCTAssertFalse(calls(""))
    XCTAssertFalse(calls("init(x: Int) {}", "init"))
    XCTAssertFalse(calls("convenience init(y: Int) { fatalError() }", "init"))
    // A comment is no token; a string's bytes are read whole (a superset), so only one
    // without a called spelling is ruled out.
    XCTAssertFalse(calls("let s = \"\\(category) and \\(x.category)\" // category(y)"))
  }
}
