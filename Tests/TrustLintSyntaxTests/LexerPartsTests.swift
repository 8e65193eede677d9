import Foundation
import XCTest

@testable import TrustLintSyntax

/// A file lexed in parts on several threads (`Lexer+Parts.swift`) gives exactly the tokens and
/// comments of one pass. The size thresholds are lowered so that the fixtures are cut; parts
/// then start in comments, string literals and regexes as often as between statements, and
/// each such part must be thrown away.
final class LexerPartsTests: XCTestCase {
  /// The thresholds as they were before `setUp`, put back by `tearDown`.
  private var saved = (parts: Lexer.partsMinimumBytes, part: Lexer.partMinimumBytes)

  override func setUp() {
    saved = (Lexer.partsMinimumBytes, Lexer.partMinimumBytes)
    Lexer.partsMinimumBytes = 32
    Lexer.partMinimumBytes = 8
  }

  override func tearDown() {
    Lexer.partsMinimumBytes = saved.parts
    Lexer.partMinimumBytes = saved.part
  }

  private func assertSame(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let one = Lexer.tokenize(bytes)
    for jobs in [2, 3, 7] {
      let parts = Lexer.tokenize(bytes, jobs: jobs)
      XCTAssertEqual(parts.tokens, one.tokens, "\(name), \(jobs) parts", file: file, line: line)
      XCTAssertEqual(parts.comments, one.comments, "\(name), \(jobs) parts", file: file, line: line)
    }
  }

  func testEveryFixtureLexesTheSameInParts() throws {
    let before = Lexer.partsUsed
    var files = 0
    for url in LexerTestSupport.fixtures() {
      assertSame(try Array(Data(contentsOf: url)), url.lastPathComponent)
      files += 1
    }
    XCTAssertGreaterThan(files, 100, "the fixtures were not found")
    XCTAssertGreaterThan(Lexer.partsUsed - before, 500, "parts were hardly ever used")
  }

  /// A part cut at every offset of text where a part may start inside what spans lines (a
  /// block comment, a multi-line string with an interpolation, raw strings, a multi-line
  /// regex) or where the state at a line start matters (availability arguments, whose versions
  /// lex differently; a key path continued on the next line; `try?` before a regex).
  func testPartsCutAtEveryOffset() {
    let pieces = [
      "/* a;\n b;\n c;\n */ let x = 1;\n",
      "let s = \"\"\"\n a; \\(f(\n 1; 2)) b;\n c\n \"\"\"; let t = 2\n",
      "let r = #\"a;\n\"#; let q = #/\n a;\n b\n /#; x()\n",
      "@available(iOS 13.0,\n macOS 10.15, *)\nfunc g() { if #available(iOS 14.0,\n tvOS 14.2, *) {} }\n",
      "let k = \\A\n.b?\n.c!; y = a\n/ b / c\n",
      "let m = try?\n/a+/.firstMatch(in: s); let n = x\n/ 2\n",
      "let u = \"unterminated;\n let v = 1;\n",
    ]
    var used = 0
    for piece in pieces {
      let bytes = Array((piece + piece).utf8)
      let one = Lexer.tokenize(bytes)
      for at in 0..<bytes.count {
        let before = Lexer.partsUsed
        let parts = Lexer.tokenize(bytes, near: [at])
        used += Lexer.partsUsed - before
        XCTAssertEqual(parts.tokens, one.tokens, "\(piece) cut at \(at)")
        XCTAssertEqual(parts.comments, one.comments, "\(piece) cut at \(at)")
      }
    }
    XCTAssertGreaterThan(used, 100)
  }

  /// The hostile single line in small: `;` is the only place to cut.
  func testLongSingleLine() {
    let before = Lexer.partsUsed
    let text = "func line() { " + String(repeating: "let a = b + 1; ", count: 2_000) + "}"
    assertSame(Array(text.utf8), "single line")
    XCTAssertGreaterThan(Lexer.partsUsed - before, 3)
  }

  /// `PartsCheck` (what the fuzzer runs on each input) on every file of `TRUSTLINT_CORPUS`.
  func testPartsCheckOnCorpus() throws {
    guard let root = ProcessInfo.processInfo.environment["TRUSTLINT_CORPUS"] else {
      throw XCTSkip("set TRUSTLINT_CORPUS to a folder of Swift files")
    }
    let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift", let data = try? Data(contentsOf: url) else { continue }
      XCTAssertTrue(PartsCheck.lexesTheSame(Array(data)), url.path)
      XCTAssertTrue(PartsCheck.parsesTheSame(SourceFile(path: url.path, bytes: Array(data))), url.path)
    }
  }

  /// The corpus named by `TRUSTLINT_CORPUS`, lexed in parts.
  func testCorpusLexesTheSameInParts() throws {
    guard let root = ProcessInfo.processInfo.environment["TRUSTLINT_CORPUS"] else {
      throw XCTSkip("set TRUSTLINT_CORPUS to a folder of Swift files")
    }
    Lexer.partsMinimumBytes = 1024
    Lexer.partMinimumBytes = 256
    let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil)
    let before = Lexer.partsUsed
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift", let data = try? Data(contentsOf: url) else { continue }
      assertSame(Array(data), url.path)
    }
    print("parts used: \(Lexer.partsUsed - before)")
  }
}
