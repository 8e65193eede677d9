import Foundation
import TrustLintSyntax
import XCTest

/// Helpers shared by the lexer tests.
enum LexerTestSupport {
  /// The repository root, found from this file's path.
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every `.swift` file under `root`, sorted by path.
  static func swiftFiles(under root: URL) -> [URL] {
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "swift" { found.append(url) }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Every `.swift` file under Fixtures/, sorted by path.
  static func fixtures() -> [URL] { swiftFiles(under: repositoryRoot.appendingPathComponent("Fixtures")) }

  /// `(text, kind)` of every token but `.eof`.
  static func lex(_ text: String) -> [(String, TokenKind)] {
    let bytes = Array(text.utf8)
    let stream = Lexer.tokenize(bytes)
    return stream.tokens.dropLast().map { token in
      (String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self), token.kind)
    }
  }

  /// The texts of every token but `.eof`.
  static func texts(_ text: String) -> [String] { lex(text).map(\.0) }

  /// Checks the stream invariants every caller relies on: tokens in order,
  /// not overlapping, inside the file, non-empty, one `.eof` at the very end;
  /// comments in order and outside tokens.
  static func checkInvariants(
    _ stream: TokenStream, byteCount: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let last = stream.tokens.last else {
      XCTFail("no tokens", file: file, line: line)
      return
    }
    XCTAssertEqual(last.kind, .eof, file: file, line: line)
    XCTAssertEqual(Int(last.start), byteCount, file: file, line: line)
    XCTAssertEqual(Int(last.end), byteCount, file: file, line: line)
    var previousEnd: UInt32 = 0
    for (index, token) in stream.tokens.enumerated() {
      if index < stream.tokens.count - 1 {
        XCTAssertNotEqual(token.kind, .eof, "eof before the end", file: file, line: line)
        XCTAssertLessThan(token.start, token.end, "empty token at \(token.start)", file: file, line: line)
      }
      if token.start < previousEnd {
        XCTFail("token at \(token.start) overlaps the previous one", file: file, line: line)
        return
      }
      XCTAssertLessThanOrEqual(Int(token.end), byteCount, file: file, line: line)
      previousEnd = token.end
    }
    var commentEnd: UInt32 = 0
    for comment in stream.comments {
      XCTAssertLessThanOrEqual(commentEnd, comment.start, file: file, line: line)
      XCTAssertLessThan(comment.start, comment.end, file: file, line: line)
      commentEnd = comment.end
    }
  }

  /// One mutant of `bytes`: a run of up to 24 bytes deleted, 16 bytes repeated, or one byte
  /// turned into a character of `brackets`, chosen by `rng`. Returns the mutant and where.
  static func mutant(of bytes: [UInt8], _ rng: inout SplitMix, brackets: String) -> (bytes: [UInt8], at: Int) {
    var bytes = bytes
    let at = Int(rng.next() % UInt64(bytes.count))
    switch rng.next() % 3 {
    case 0: bytes.removeSubrange(at..<min(bytes.count, at + Int(rng.next() % 24)))
    case 1: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 16)], at: at)
    default:
      let choices = Array(brackets.utf8)
      bytes[at] = choices[Int(rng.next() % UInt64(choices.count))]
    }
    return (bytes, at)
  }
}
