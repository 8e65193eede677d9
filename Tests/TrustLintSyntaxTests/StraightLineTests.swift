import TrustLintSyntax
import XCTest

/// `SyntaxTree.isStraightLine`: a body the outcome walker may skip has no token that can test,
/// branch or nest; every other body is walked.
final class StraightLineTests: XCTestCase {
  /// Whether the body of the only function of `body` (written inside `func f() { … }`) is
  /// straight-line code, in the lazily parsed tree and the eager one.
  private func straightLine(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let source = SourceFile(path: "t.swift", bytes: Array("func f() {\n\(body)\n}\n".utf8))
    let stream = Lexer.tokenize(source.bytes)
    var answers: [Bool] = []
    for skips in [true, false] {
      let tree = Parser.parse(source, stream: stream, skipsBodies: skips)
      guard case .function(let f)? = tree.items.first, let block = f.body else {
        XCTFail("no function parsed", file: file, line: line)
        return false
      }
      answers.append(tree.isStraightLine(block))
    }
    XCTAssertEqual(answers[0], answers[1], "lazy and eager trees disagree", file: file, line: line)
    return answers[0]
  }

  func testStatementsWithoutBranchesAreStraightLine() {
    XCTAssertTrue(straightLine("let a = b + 1; let c = a * 2"))
    XCTAssertTrue(straightLine("var total = 0\ntotal += price(of: item, in: 3)\nreturn total"))
    XCTAssertTrue(straightLine("let level = try await evaluator.evaluate(for: .payment)\nlog(\"done\")"))
    XCTAssertTrue(straightLine("let x = value as Int; let y = self.z is String; let n: Int = nil"))
    XCTAssertTrue(straightLine(""))
    XCTAssertTrue(straightLine("let t = (in: 1, case: 2)"))
  }

  func testEveryBranchingOrNestingTokenIsRejected() {
    for body in [
      "if a { b() }", "guard a else { return }", "switch a { default: break }", "while a {}",
      "repeat {} while a", "for x in xs {}", "do { try f() } catch {}", "defer { f() }",
      "let f = { 1 }", "let x = a[0]", "let x = [1, 2]", "let x = a ? b : c", "let x = a ?? b",
      "let x = a?.b", "let x = a!", "let x = !a", "let x = a && b", "let x = a || b", "let x = &a",
      "let s = \"\\(a)\"", "let k = \\A.b", "#if DEBUG\nlet a = 1\n#endif", "@discardableResult func g() {}",
      "let x = a.get()", "for _ in [] where a {}", "let m = switch a { default: 1 }",
    ] {
      XCTAssertFalse(straightLine(body), body)
    }
  }

  func testPlainStringsAndRegexesAreStraightLine() {
    XCTAssertTrue(straightLine("let s = \"a ? b : c && d\"; let t = \"[x]\""))
  }
}
