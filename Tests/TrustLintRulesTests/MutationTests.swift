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
    // The mutants are made in order (one generator, so every run makes the same ones), then
    // checked side by side: the run takes seconds on all cores, not a minute on one.
    var mutants: [[UInt8]] = []
    for (index, original) in inputs.enumerated() {
      for round in 0..<6 {
        let other = inputs[(index + round + 1) % inputs.count]
        mutants.append(Self.mutate(original, splicing: other, rng: &rng))
      }
    }
    // On the large-stack workers the pipeline runs on in the CLI (a mutant may nest deeply).
    let checked = mutants
    let results = WorkerPool.map(count: checked.count, jobs: ProcessInfo.processInfo.activeProcessorCount) {
      i -> (problems: [String], seconds: Double) in
      let started = Date()
      let problems = Self.problems(checked[i])
      return (problems, Date().timeIntervalSince(started))
    }
    XCTAssertGreaterThan(results.count, 0)
    for (i, result) in results.enumerated() {
      for problem in result.problems { XCTFail("mutant \(i): \(problem)") }
      // A hang guard per input, generous for a loaded machine: a mutant takes milliseconds.
      XCTAssertLessThan(result.seconds, 10, "mutant \(i) too slow: \(result.seconds) s")
    }
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

  /// Runs the whole pipeline on one input, with and without the TrustInsights import, and
  /// says what went wrong (nothing, or a crash or hang fails the run). Thread-safe: it asserts
  /// nothing itself.
  static func problems(_ bytes: [UInt8]) -> [String] {
    var problems: [String] = []
    for input in [bytes, Array("import TrustInsights\n".utf8) + bytes] {
      let stream = Lexer.tokenize(input)
      if stream.tokens.last?.kind != .eof { problems.append("lexing does not end with eof") }
      let source = SourceFile(path: "mutant.swift", bytes: input)
      let tree = Parser.parse(source)
      // As `--analyze-all` does: tokens let go of and lexed again when read.
      tree.releaseTokens()
      let file = ParsedFile(tree: tree, isLinted: true)
      var options = AnalysisOptions()
      options.analyzeAll = true
      let program = Program(files: [file], options: options)
      for finding in RuleRunner.findings(for: file, in: program)
      where finding.line < 1 || finding.line > source.lineStarts.count {
        problems.append("finding at line \(finding.line) outside the file")
      }
      // Every skipped body parses (a crash or hang here fails the test), including those no
      // analysis read.
      _ = tree.diagnostics
      // Cut small, the work done in parts for very large files changes nothing.
      if !PartsCheck.lexesTheSame(input) { problems.append("lexing in parts differs") }
      if !PartsCheck.parsesTheSame(source) { problems.append("parsing a body in parts differs") }
    }
    return problems
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
