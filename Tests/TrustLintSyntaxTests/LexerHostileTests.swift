import Foundation
import TrustLintSyntax
import XCTest

/// Inputs built to break a lexer: huge lines, random bytes, deep nesting, and
/// patterns that make a naive lexer rescan. Each must finish without a crash or
/// stack overflow and keep the stream invariants. The time limits are loose (a
/// debug build on a loaded machine) but a quadratic lexer misses them by minutes.
final class LexerHostileTests: XCTestCase {
  private func lexTimed(
    _ bytes: [UInt8], limit: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line
  ) -> TokenStream {
    let start = Date()
    let stream = Lexer.tokenize(bytes)
    let elapsed = Date().timeIntervalSince(start)
    XCTAssertLessThan(elapsed, limit, "took \(elapsed) s for \(bytes.count) bytes", file: file, line: line)
    LexerTestSupport.checkInvariants(stream, byteCount: bytes.count, file: file, line: line)
    return stream
  }

  private func repeated(_ unit: String, toBytes size: Int) -> [UInt8] {
    let u = Array(unit.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(size + u.count)
    while out.count < size { out += u }
    return out
  }

  func testTwentyMegabyteSingleLine() {
    // Full size (20 MB) with TRUSTLINT_HOSTILE_FULL=1; 1 MB keeps debug `swift test` fast.
    let full = ProcessInfo.processInfo.environment["TRUSTLINT_HOSTILE_FULL"] == "1"
    let bytes = repeated("let a = b + 1; ", toBytes: (full ? 20 : 1) << 20)
    let stream = lexTimed(bytes, limit: 20)
    XCTAssertEqual(stream.tokens.count, bytes.count / 15 * 7 + 1)
  }

  func testRandomBytes() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var bytes = [UInt8](repeating: 0, count: 300 * 1024)
    for i in bytes.indices {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      bytes[i] = UInt8(truncatingIfNeeded: state)
    }
    _ = lexTimed(bytes)
    // Random ASCII punctuation is the worst case for literal and regex scanning.
    let ascii = bytes.map { UInt8(0x20 + Int($0) % 95) }
    _ = lexTimed(ascii)
  }

  func testTwentyThousandNestedInterpolations() {
    let depth = 20_000
    let text = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
    let stream = lexTimed(Array(("let s = " + text + " + 1").utf8))
    XCTAssertEqual(
      stream.tokens.map(\.kind), [.keyword, .identifier, .punctuation, .string, .operator, .integer, .eof])
    let unterminated = String(repeating: "\"\\(", count: depth) + "x"
    let broken = lexTimed(Array(unterminated.utf8))
    XCTAssertEqual(broken.tokens.map(\.kind), [.error, .eof])
  }

  func testDeepNestingOfCommentsParensAndMultiLineInterpolations() {
    _ = lexTimed(Array((String(repeating: "/*", count: 100_000) + String(repeating: "*/", count: 100_000)).utf8))
    _ = lexTimed(Array((String(repeating: "(", count: 200_000) + String(repeating: ")", count: 200_000)).utf8))
    let multi = String(repeating: "\"\"\"\n\\(\n", count: 10_000) + String(repeating: ")\n\"\"\"\n", count: 10_000)
    let stream = lexTimed(Array(multi.utf8))
    XCTAssertEqual(stream.tokens.map(\.kind), [.string, .eof])
  }

  /// 64 KB each: a quadratic lexer needs billions of steps here, a linear one milliseconds.
  func testRescanTraps() {
    let size = 64 << 10
    // Each would make a lexer that retries a failed scan quadratic.
    for unit in [
      "#", "<<#", "\u{201C}", "#/\n", "/a (", "` ", "##\"", "#\"\"\" ", "/ /", "\\/", "<#", "\"\\(", "'", "\n<<<<<<< ",
      "\n>>>> ", "\n=======\n", "\n<<<<<<< a\n>>>>>>> b",
    ] {
      _ = lexTimed(repeated(unit, toBytes: size))
      _ = lexTimed(repeated(unit + "\n", toBytes: size))
    }
    // Many conflict openings closed by one line at the end: each must not scan to it again.
    _ = lexTimed(Array((String(repeating: "\n<<<<<<< a", count: 8_000) + "\n>>>>>>> b\n").utf8))
  }

  func testLongRunsOfOneCharacter() {
    for unit in [">", "?", "!", ".", "/", "*", "\"", "\\", "$", "@", "0", "_", "\u{00A0}", "\u{0301}"] {
      _ = lexTimed(repeated(unit, toBytes: 64 << 10))
    }
  }
}
