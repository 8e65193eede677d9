import Foundation
import XCTest

@testable import TrustLintSyntax

/// A body parsed in parts on several threads (`ChunkedBody`) must read exactly as the one
/// parse reads it. The thresholds are lowered so that the fixtures' small bodies are cut; the
/// fixtures get `;` at every line end (statements then end in `;`, and some lines become
/// errors, which must make the parts fall back to the one parse).
final class ChunkedBodyTests: XCTestCase {
  /// The thresholds as they were before `setUp`, put back by `tearDown`.
  private var saved = (tokens: ChunkedBody.minimumTokens, part: ChunkedBody.minimumPart)

  override func setUp() {
    saved = (ChunkedBody.minimumTokens, ChunkedBody.minimumPart)
    ChunkedBody.minimumTokens = 8
    ChunkedBody.minimumPart = 3
  }

  override func tearDown() {
    ChunkedBody.minimumTokens = saved.tokens
    ChunkedBody.minimumPart = saved.part
  }

  private func dumps(_ path: String, _ bytes: [UInt8]) -> (parted: String, whole: String) {
    let source = SourceFile(path: path, bytes: bytes)
    let stream = Lexer.tokenize(source.bytes)
    let parted = TreeDump.render(Parser.parse(source, stream: stream, bodyJobs: 3))
    // Against skipped bodies parsed on one thread: they read as the whole-file parse does
    // (`LazyBodyTests`, which also says where the two may differ on broken input).
    let whole = TreeDump.render(Parser.parse(source, stream: stream, bodyJobs: 1))
    return (parted, whole)
  }

  /// `;` before every line break.
  private static func semicolons(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 11 / 10)
    for b in bytes {
      if b == 0x0A { out.append(UInt8(ascii: ";")) }
      out.append(b)
    }
    return out
  }

  func testEveryFixtureWithSemicolonsReadsTheSame() throws {
    let before = ChunkedBody.partedBodies
    var files = 0
    for url in LexerTestSupport.fixtures() {
      let bytes = Self.semicolons(try Array(Data(contentsOf: url)))
      let (parted, whole) = dumps(url.path, bytes)
      XCTAssertEqual(parted, whole, url.path)
      files += 1
    }
    XCTAssertGreaterThan(files, 100, "the fixtures were not found")
    // The comparison means something only if many bodies were in fact parsed in parts.
    XCTAssertGreaterThan(ChunkedBody.partedBodies - before, 50)
  }

  /// Mutants (bytes deleted, repeated, turned into brackets) read the same too: most of them
  /// break a part, and a broken part must send the body back to the one parse.
  func testMutatedFixturesReadTheSame() throws {
    var rng = SplitMix(seed: 0xc4a7)
    var compared = 0
    for url in LexerTestSupport.fixtures() where url.path.contains("/rules/") {
      let original = Self.semicolons(try Array(Data(contentsOf: url)))
      guard original.count > 16 else { continue }
      for _ in 0..<4 {
        let (bytes, at) = LexerTestSupport.mutant(of: original, &rng, brackets: "{}()[];")
        let (parted, whole) = dumps(url.path, bytes)
        XCTAssertEqual(parted, whole, "\(url.lastPathComponent) mutated at \(at)")
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 500)
  }

  /// The corpus named by `TRUSTLINT_CORPUS`, with `;` at line ends, reads the same in parts.
  func testCorpusWithSemicolonsReadsTheSame() throws {
    guard let root = ProcessInfo.processInfo.environment["TRUSTLINT_CORPUS"] else {
      throw XCTSkip("set TRUSTLINT_CORPUS to a folder of Swift files")
    }
    let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil)
    var files = 0
    let before = ChunkedBody.partedBodies
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift", let data = try? Data(contentsOf: url) else { continue }
      let (parted, whole) = dumps(url.path, Self.semicolons(Array(data)))
      XCTAssertEqual(parted, whole, url.path)
      files += 1
    }
    XCTAssertGreaterThan(files, 0)
    print("chunked bodies: \(ChunkedBody.partedBodies - before) in \(files) files")
  }

  /// Cuts fall only after a `;` directly in the body, never in brackets, and none in a body
  /// with `#if`.
  func testCutsFollowSemicolonsOutsideBrackets() {
    func cuts(_ text: String) -> [String] {
      let stream = Lexer.tokenize(Array(text.utf8))
      let parser = SyntaxParser(bytes: Array(text.utf8), tokens: stream.tokens, maxDepth: 100)
      let lbrace = parser.codes.firstIndex(of: .lbrace)!
      let rbrace = parser.codes.lastIndex(of: .rbrace)!
      return ChunkedBody.cuts(codes: parser.codes, lbrace: lbrace, rbrace: rbrace, parts: 3).map {
        parser.text($0)
      }
    }
    XCTAssertEqual(cuts("func f() { a(); b(); c(); d(); e(); g() }"), ["c", "e"])
    XCTAssertEqual(cuts("func f() { a({ x; y; z; w }); b[{ p; q; r; s }]; c() }"), ["b", "c"])
    XCTAssertEqual(cuts("func f() { a(); b(); c(); d(); e();\n#if X\n g()\n#endif\n }"), [])
  }

  /// The 20 MB line of the hostile inputs, in small: a long body of `;`-separated statements
  /// ending in the report, parsed in parts and whole.
  func testLongSingleLine() {
    let text =
      "func line(e: E) { " + String(repeating: "let a = b + 1; ", count: 5_000) + "e.reportConsumption(.used) }"
    let before = ChunkedBody.partedBodies
    let (parted, whole) = dumps("line.swift", Array(text.utf8))
    XCTAssertEqual(parted, whole)
    XCTAssertEqual(ChunkedBody.partedBodies - before, 1)
  }
}
