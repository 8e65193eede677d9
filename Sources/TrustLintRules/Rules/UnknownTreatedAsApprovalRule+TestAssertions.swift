import TrustLintAnalysis
import TrustLintSyntax

/// Calls a test asserts on: in test code (a file that imports `XCTest` or `Testing`, or a
/// module `@testable`), `XCTAssertEqual(authorizer.authorize(amount: 9_000, level: level),
/// .needsReview)` inside `if level == .unknown` calls the app's `authorize` to check that
/// unknown still requires review. The call is the subject under test and its value is only
/// compared; nothing is approved. A call outside an assertion is judged as in app code.
extension UnknownTreatedAsApprovalRule {
  /// The token ranges (inclusive) of the arguments of every assertion in the file, when the
  /// file is test code; empty otherwise.
  static func assertedRanges(in context: RuleContext, fileIndex: Int) -> [ClosedRange<TokenIndex>] {
    guard context.program.index.isTestFile(fileIndex) else { return [] }
    var ranges: [ClosedRange<TokenIndex>] = []
    let visitor = SyntaxVisitor()
    visitor.enterFunction = { _ in true }
    visitor.enterType = { _ in true }
    visitor.visitExpr = { e in
      if case .call(let c) = e, case .identifier(let n) = c.callee, isAssertion(n.text),
        c.openToken <= c.closeToken
      {
        ranges.append(c.openToken...c.closeToken)
      }
      return true
    }
    visitor.walk(context.file.tree)
    return ranges
  }

  /// `XCTAssert…`, `XCTUnwrap`, and Swift Testing's `#expect` and `#require`.
  private static func isAssertion(_ name: String) -> Bool {
    name.hasPrefix("XCTAssert") || name == "XCTUnwrap" || name == "#expect" || name == "#require"
  }
}
