import XCTest

@testable import TrustLintSyntax

/// Parameter shapes of Swift 5.9–6.2 that decide which calls a function's declaration fits:
/// a parameter pack expansion takes any number of arguments, and a `nonisolated(nonsending)`
/// function type is one type, not a tuple followed by garbage.
final class ParserModernParameterTests: XCTestCase {
  private func function(_ text: String) -> (FunctionDecl, SyntaxTree)? {
    let tree = Parser.parse(SourceFile(path: "t.swift", text: text))
    guard case .function(let f) = tree.items.first else { return nil }
    return (f, tree)
  }

  func testPackExpansionParameterIsVariadic() throws {
    let (f, tree) = try XCTUnwrap(function("func f<each T>(_ e: E, tags: repeat each T,) {}"))
    XCTAssertEqual(f.parameters.count, 2)
    XCTAssertFalse(f.parameters[0].isVariadic)
    XCTAssertTrue(f.parameters[1].isVariadic)
    XCTAssertEqual(f.parameters[1].type?.text.hasPrefix("repeat"), true)
    XCTAssertTrue(tree.diagnostics.isEmpty)
  }

  func testNonsendingFunctionTypeParameter() throws {
    let (f, tree) = try XCTUnwrap(
      function("func f(_ e: E, refresh: nonisolated(nonsending) () async -> Void, done: Bool) {}"))
    XCTAssertEqual(f.parameters.map(\.name.text), ["e", "refresh", "done"])
    XCTAssertEqual(f.parameters[1].type?.text.contains("->"), true)
    XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
  }

  func testNonsendingFunctionTypeOfALocal() {
    let tree = Parser.parse(
      SourceFile(path: "t.swift", text: "let h: nonisolated(nonsending) () async throws -> Void = { }\nh()"))
    XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
  }
}
