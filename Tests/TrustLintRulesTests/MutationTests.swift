import Foundation
import TrustLintAnalysis
import TrustLintRules
import TrustLintSyntax
import XCTest

/// Deterministic mutation testing: every fixture with bytes flipped, cut and spliced
/// (fixed seed) goes through lexer, parser, program, flow graphs and rules. The test
/// fails by crashing or hanging; it also checks that lexing always ends with `.eof`
/// and that findings point inside the file.
final class MutationTests: XCTestCase {
  func testMutatedFixturesNeverCrash() throws {
    let roots = ["rules", "lexer", "parser", "flow"].map { FixtureHarness.fixturesRoot.appendingPathComponent($0) }
    var inputs: [[UInt8]] = []
    for root in roots {
      for url in FixtureHarness.swiftFiles(in: root) {
        if let data = try? Data(contentsOf: url) { inputs.append([UInt8](data)) }
      }
    }
    XCTAssertFalse(inputs.isEmpty, "no fixtures found")
    var rng = SplitMix64(seed: 0x7275_7374_6c69_6e74)
    let started = Date()
    var runs = 0
    for (index, original) in inputs.enumerated() {
      for round in 0..<6 {
        let other = inputs[(index + round + 1) % inputs.count]
        let mutated = Self.mutate(original, splicing: other, rng: &rng)
        Self.check(mutated)
        runs += 1
      }
    }
    XCTAssertGreaterThan(runs, 0)
    XCTAssertLessThan(Date().timeIntervalSince(started), 60, "mutation run too slow: \(runs) inputs")
  }

  /// One mutation: a few byte flips, a cut, a splice from another fixture, or a duplicated slice.
  static func mutate(_ input: [UInt8], splicing other: [UInt8], rng: inout SplitMix64) -> [UInt8] {
    var bytes = input
    guard !bytes.isEmpty else { return other }
    switch rng.next() % 4 {
    case 0:
      for _ in 0..<(1 + Int(rng.next() % 8)) {
        let i = Int(rng.next() % UInt64(bytes.count))
        bytes[i] ^= UInt8(truncatingIfNeeded: 1 << (rng.next() % 8))
      }
    case 1:
      let a = Int(rng.next() % UInt64(bytes.count))
      let b = min(bytes.count, a + Int(rng.next() % 64))
      bytes.removeSubrange(a..<b)
    case 2:
      let a = Int(rng.next() % UInt64(bytes.count))
      let start = other.isEmpty ? 0 : Int(rng.next() % UInt64(other.count))
      let end = min(other.count, start + Int(rng.next() % 200))
      bytes.insert(contentsOf: other[start..<end], at: a)
    default:
      let a = Int(rng.next() % UInt64(bytes.count))
      let b = min(bytes.count, a + Int(rng.next() % 100))
      bytes.insert(contentsOf: bytes[a..<b], at: b)
    }
    return bytes
  }

  /// Runs the whole pipeline on one input, with and without the TrustInsights import.
  static func check(_ bytes: [UInt8]) {
    for input in [bytes, Array("import TrustInsights\n".utf8) + bytes] {
      let stream = Lexer.tokenize(input)
      XCTAssertEqual(stream.tokens.last?.kind, .eof)
      let source = SourceFile(path: "mutant.swift", bytes: input)
      let tree = Parser.parse(source)
      // As `--analyze-all` does: tokens let go of and lexed again when read.
      tree.releaseTokens()
      let file = ParsedFile(tree: tree, isLinted: true)
      var options = AnalysisOptions()
      options.analyzeAll = true
      let program = Program(files: [file], options: options)
      for finding in RuleRunner.findings(for: file, in: program) {
        XCTAssertGreaterThanOrEqual(finding.line, 1)
        XCTAssertLessThanOrEqual(finding.line, source.lineStarts.count)
      }
      // Every skipped body parses (a crash or hang here fails the test), including those no
      // analysis read.
      _ = tree.diagnostics
      // Cut small, the work done in parts for very large files changes nothing.
      XCTAssertTrue(PartsCheck.lexesTheSame(input), "lexing in parts differs")
      XCTAssertTrue(PartsCheck.parsesTheSame(source), "parsing a body in parts differs")
    }
  }
}

/// A tiny deterministic generator (SplitMix64), so every run mutates the same way.
struct SplitMix64 {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
