import Foundation
import TrustLintSyntax
import XCTest

/// Skipped bodies (`LazyBodies`) must read exactly as the whole-file parse reads them: the
/// same tree and the same diagnostics, in the same order. Compared on every fixture of the
/// repository, on malformed input, and on a real corpus when `TRUSTLINT_CORPUS` names one.
final class LazyBodyTests: XCTestCase {
  private func dumps(_ path: String, _ bytes: [UInt8]) -> (lazy: String, eager: String) {
    let source = SourceFile(path: path, bytes: bytes)
    let stream = Lexer.tokenize(source.bytes)
    let lazy = TreeDump.render(Parser.parse(source, stream: stream))
    let eager = TreeDump.render(Parser.parse(source, stream: stream, skipsBodies: false))
    return (lazy, eager)
  }

  func testEveryFixtureReadsTheSameWithSkippedBodies() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
    let files = LexerTestSupport.swiftFiles(under: root)
    XCTAssertGreaterThan(files.count, 100, "the fixtures were not found")
    for url in files {
      let (lazy, eager) = dumps(url.path, try Array(Data(contentsOf: url)))
      XCTAssertEqual(lazy, eager, url.path)
    }
  }

  /// Tokens let go of (`releaseTokens`) come back the same, and so do the bodies parsed from
  /// them afterwards.
  func testReleasedTokensComeBackTheSame() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
    for url in LexerTestSupport.swiftFiles(under: root) {
      let source = SourceFile(path: url.path, bytes: try Array(Data(contentsOf: url)))
      let reference = Parser.parse(source)
      let expected = TreeDump.render(reference)
      let tree = Parser.parse(source)
      tree.releaseTokens()
      XCTAssertEqual(tree.tokenCount, reference.tokenCount, url.path)
      XCTAssertEqual(TreeDump.render(tree), expected, url.path)
      tree.releaseTokens()
      XCTAssertEqual(tree.tokens, reference.tokens, url.path)
    }
  }

  func testMalformedBodies() {
    let cases = [
      // Braces that never close: parsed at once, to the end of the file.
      "struct A {\n  func f() {\n    if x {\n      g()\n  }\n  func h() { k() }\n",
      // An error before a body holding a column-1 declaration: the whole-file parse closes the
      // body there, so it is not skipped.
      "let x = )\nstruct A {\n  func f() {\n    g(\nfunc h() {}\n  }\n}\n",
      // Extra closing braces and a body cut short by a stray bracket.
      "func f() { a(]) }\n}\nfunc g() { [1, 2 }\n",
      "var v: Int { get { 1 } set { x = ) } }\nsubscript(i: Int) -> Int { get { i } }\n",
      "init() { #if A\n { #else\n } #endif\n}\nfunc z() {}\n",
    ]
    for text in cases {
      let (lazy, eager) = dumps("m.swift", Array(text.utf8))
      XCTAssertEqual(lazy, eager, text)
    }
  }

  /// The dump without its "expected '}'" diagnostics.
  private static func withoutUnclosedBraces(_ dump: String) -> String {
    dump.split(separator: "\n").filter { !($0.hasPrefix("(diagnostic") && $0.hasSuffix("expected '}')")) }
      .joined(separator: "\n")
  }

  /// Malformed input (every rule fixture, eight seeded mutations each). A file with an error
  /// outside its bodies is parsed whole (`Parser.parse`), so only errors inside bodies remain:
  /// where a body's parse runs past its matching `}` (an unclosed `(` before it), the
  /// whole-file parse reports the enclosing declaration unclosed at the end of the file, and a
  /// skipped body reports itself unclosed instead; the trees are the same. So the comparison
  /// leaves out "expected '}'" diagnostics, and nothing else. (A body that runs past its brace
  /// and over declarations after it would leave those to the declaration level, which the
  /// whole-file parse cannot; none of these mutations does.)
  func testMutatedFixturesReadTheSame() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/rules")
    var rng = SplitMix(seed: 0x7ab1e)
    var compared = 0
    for url in LexerTestSupport.swiftFiles(under: root) {
      let original = try Array(Data(contentsOf: url))
      guard original.count > 16 else { continue }
      for _ in 0..<8 {
        let (bytes, at) = LexerTestSupport.mutant(of: original, &rng, brackets: "{}()[]")
        let (lazy, eager) = dumps(url.path, bytes)
        XCTAssertEqual(
          Self.withoutUnclosedBraces(lazy), Self.withoutUnclosedBraces(eager),
          "\(url.lastPathComponent) mutated at \(at)")
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 1000)
  }

  func testKeptAndTransientBodies() throws {
    let tree = Parser.parse(SourceFile(path: "k.swift", text: "struct S {\n  func f() { g() }\n  func p()\n}\n"))
    guard case .type(let s) = tree.items.first, case .function(let f) = s.members.first,
      case .function(let p) = s.members.last
    else { return XCTFail("unexpected tree") }
    XCTAssertTrue(f.hasBody)
    XCTAssertFalse(p.hasBody)
    XCTAssertNil(p.body)
    // Not kept: each transient read parses afresh.
    let t1 = try XCTUnwrap(f.transientBody)
    let t2 = try XCTUnwrap(f.transientBody)
    XCTAssertFalse(t1 === t2)
    XCTAssertEqual(t1.stmts.count, 1)
    // Kept: every later read, transient or not, sees the same objects.
    let kept = try XCTUnwrap(f.body)
    XCTAssertTrue(kept === f.body)
    XCTAssertTrue(kept === f.transientBody)
  }

  func testConcurrentReadersSeeOneBody() {
    var text = ""
    for i in 0..<200 { text += "func f\(i)() { if a { b(\(i)) } }\n" }
    let tree = Parser.parse(SourceFile(path: "c.swift", text: text))
    let functions = tree.items.compactMap { item -> FunctionDecl? in
      if case .function(let f) = item { return f }
      return nil
    }
    XCTAssertEqual(functions.count, 200)
    let seen = Slots(count: 2 * functions.count)
    DispatchQueue.concurrentPerform(iterations: 2 * functions.count) { k in
      // Two readers per body, from different threads.
      let f = functions[k % functions.count]
      seen.set(k, f.body.map(ObjectIdentifier.init))
    }
    for i in functions.indices {
      XCTAssertNotNil(seen[i])
      XCTAssertEqual(seen[i], seen[i + functions.count])
    }
  }

  func testCorpusReadsTheSame() throws {
    guard let root = ProcessInfo.processInfo.environment["TRUSTLINT_CORPUS"] else {
      throw XCTSkip("TRUSTLINT_CORPUS not set")
    }
    var differing: [String] = []
    for url in LexerTestSupport.swiftFiles(under: URL(fileURLWithPath: root)) {
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      let (lazy, eager) = dumps(url.path, Array(data))
      if lazy != eager { differing.append(url.path) }
    }
    XCTAssertEqual(differing, [], "\(differing.count) files read differently")
  }
}

/// Results written by concurrent readers, one slot each.
private final class Slots: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [ObjectIdentifier?]
  init(count: Int) { values = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ value: ObjectIdentifier?) {
    lock.lock()
    values[i] = value
    lock.unlock()
  }
  subscript(i: Int) -> ObjectIdentifier? {
    lock.lock()
    defer { lock.unlock() }
    return values[i]
  }
}
