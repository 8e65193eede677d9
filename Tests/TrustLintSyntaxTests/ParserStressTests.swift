import Foundation
import TrustLintSyntax
import XCTest

/// Hostile input: deep nesting, unbalanced brackets, random bytes. Each must parse without a
/// crash, quickly, keep the tree within the depth bound, and still read what follows.
final class ParserStressTests: XCTestCase {
  /// The issue's bound is 2 s in a release build; a debug build on a loaded 2-core machine gets
  /// a looser bound that still catches a hang or quadratic behaviour.
  #if DEBUG
    static let timeLimit = 10.0
  #else
    static let timeLimit = 2.0
  #endif
  /// Parses, checks time and depth, and returns the tree.
  private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
    parse(bytes: Array(text.utf8), file: file, line: line)
  }

  private func parse(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
    let start = Date()
    let tree = Parser.parse(SourceFile(path: "stress.swift", bytes: bytes))
    let seconds = Date().timeIntervalSince(start)
    XCTAssertLessThan(seconds, Self.timeLimit, "parse took \(seconds) s", file: file, line: line)
    let depth = DepthMeter()
    depth.walk(tree)
    XCTAssertLessThan(depth.maxDepth, Parser.defaultMaxDepth * 3, file: file, line: line)
    return tree
  }

  /// A declaration after the hostile part must still be found at top level.
  private func assertTrailingFunctionKept(_ tree: SyntaxTree, file: StaticString = #filePath, line: UInt = #line) {
    let names = tree.items.compactMap { item -> String? in
      if case .function(let f) = item { return f.name.text }
      return nil
    }
    XCTAssertEqual(names.last, "after", file: file, line: line)
  }

  func testDeepParentheses() {
    let n = 200_000
    let text =
      "let x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + "\nfunc after() {}\n"
    let tree = parse(text)
    XCTAssertFalse(tree.diagnostics.isEmpty)
    assertTrailingFunctionKept(tree)
  }

  /// SwiftUI chains put one postfix `#if DEBUG .padding() #endif` after another. Each postfix
  /// `#if` after a short base keeps its clauses as alternatives that all hold the base; after a
  /// long base only one clause is kept, so the tree stays linear in the chain (2^16 nodes
  /// otherwise).
  func testSequentialPostfixIfConfigsStayLinear() {
    let n = 16
    var text = "let view = Text(\"Pay\")\n"
    for i in 0..<n { text += "#if DEBUG\n.padding(\(i))\n#endif\n" }
    text += "func after() {}\n"
    let tree = parse(text)
    let counter = NodeCounter()
    counter.walk(tree)
    XCTAssertGreaterThan(counter.count, n * 4)
    XCTAssertLessThan(counter.count, n * 20)
    assertTrailingFunctionKept(tree)
  }

  func testDeepIfBlocks() {
    let n = 100_000
    var text = "func f() {\n"
    text += String(repeating: "if a {\n", count: n)
    text += String(repeating: "}\n", count: n)
    text += "}\nfunc after() {}\n"
    let tree = parse(text)
    assertTrailingFunctionKept(tree)
  }

  func testDeepClosures() {
    let n = 50_000
    let text =
      "let c = " + String(repeating: "{ ", count: n) + String(repeating: "} ", count: n) + "\nfunc after() {}\n"
    let tree = parse(text)
    assertTrailingFunctionKept(tree)
  }

  func testDeepStringInterpolation() {
    let n = 20_000
    let text =
      "let s = " + String(repeating: "\"\\(", count: n) + "1" + String(repeating: ")\"", count: n)
      + "\nfunc after() {}\n"
    let tree = parse(text)
    assertTrailingFunctionKept(tree)
  }

  func testLongMemberChain() {
    assertTrailingFunctionKept(parse("let m = a" + String(repeating: ".b", count: 100_000) + "\nfunc after() {}\n"))
  }

  func testLongOperatorChain() {
    assertTrailingFunctionKept(parse("let s = 1" + String(repeating: " + 1", count: 100_000) + "\nfunc after() {}\n"))
  }

  func testManyPrefixKeywords() {
    let text = "let p = " + String(repeating: "try await ", count: 50_000) + "x\nfunc after() {}\n"
    assertTrailingFunctionKept(parse(text))
  }

  func testLongElseIfChain() {
    let text = "func g() { if a {}" + String(repeating: " else if a {}", count: 50_000) + " }\nfunc after() {}\n"
    assertTrailingFunctionKept(parse(text))
  }

  func testDeepTypesAndPatterns() {
    let n = 50_000
    let type = "let t: " + String(repeating: "[", count: n) + "Int" + String(repeating: "]", count: n) + "\n"
    let generic = "let g: " + String(repeating: "A<", count: n) + "Int" + String(repeating: ">", count: n) + "\n"
    let pattern =
      "func h() { switch x { case " + String(repeating: ".a(", count: n) + "_" + String(repeating: ")", count: n)
      + ": break } }\n"
    let tree = parse(type + generic + pattern + "func after() {}\n")
    assertTrailingFunctionKept(tree)
  }

  func testUnbalancedBraces() {
    let text = """
      func a() {
        if x {
          foo(
      }
      }
      }
      class C { func m() { let y = [1, 2 } }
      func after() {}
      """
    let tree = parse(text)
    XCTAssertFalse(tree.diagnostics.isEmpty)
    assertTrailingFunctionKept(tree)
  }

  func testExtraClosingBraceAtTopLevel() {
    let tree = parse("func a() {}\n}\n}\nfunc after() {}\n")
    XCTAssertEqual(tree.diagnostics.count, 2)
    assertTrailingFunctionKept(tree)
  }

  func testManyOpenersWithoutClosers() {
    let text = String(repeating: "foo(bar[{ (", count: 30_000) + "\nfunc after() {}\n"
    _ = parse(text)
  }

  func testRandomBytes() {
    var rng = SplitMix(seed: 0x5eed)
    for round in 0..<20 {
      let count = 20_000 + round * 5_000
      var bytes = [UInt8](repeating: 0, count: count)
      for i in 0..<count { bytes[i] = UInt8(truncatingIfNeeded: rng.next()) }
      _ = parse(bytes: bytes)
    }
  }

  func testRandomSwiftTokens() {
    let pieces = [
      "func", "let", "var", "if", "else", "guard", "switch", "case", "default", ":", "{", "}", "(", ")", "[", "]",
      "<", ">", ",", ".", "?", "!", "=", "==", "try", "await", "x", "Foo", "1", "\"s\"", "\n", " ", "->", "in",
      "#if", "#endif", "@attr", "return", "do", "catch", "defer", "for", "while", "&", "\\", "_", "is", "as",
    ]
    var rng = SplitMix(seed: 42)
    for _ in 0..<20 {
      var text = ""
      for _ in 0..<20_000 { text += pieces[Int(rng.next() % UInt64(pieces.count))] + " " }
      _ = parse(text)
    }
  }
}

/// Measures the deepest nesting a `SyntaxWalker` reaches.
private final class DepthMeter: SyntaxWalker {
  var depth = 0
  var maxDepth = 0
  override func visit(_ stmt: Stmt) -> Bool { enter() }
  override func visitPost(_ stmt: Stmt) { depth -= 1 }
  override func visit(_ expr: Expr) -> Bool { enter() }
  override func visitPost(_ expr: Expr) { depth -= 1 }
  private func enter() -> Bool {
    depth += 1
    maxDepth = max(maxDepth, depth)
    return true
  }
}

/// Counts the statements and expressions a walk visits.
private final class NodeCounter: SyntaxWalker {
  var count = 0
  override func visit(_ stmt: Stmt) -> Bool {
    count += 1
    return true
  }
  override func visit(_ expr: Expr) -> Bool {
    count += 1
    return true
  }
}

/// A small deterministic random generator for reproducible fuzz inputs.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
