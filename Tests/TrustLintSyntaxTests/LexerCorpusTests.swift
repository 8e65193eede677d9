import Foundation
import TrustLintSyntax
import XCTest

/// Measures lexing speed over a real corpus: skipped unless `TRUSTLINT_CORPUS`
/// names a folder. In a release build it fails below 150 MB/s of thread CPU time.
/// Run: `TRUSTLINT_CORPUS=/path swift test -c release --filter LexerCorpusTests`.
final class LexerCorpusTests: XCTestCase {
  func testLexingSpeed() throws {
    guard let corpus = ProcessInfo.processInfo.environment["TRUSTLINT_CORPUS"] else {
      throw XCTSkip("set TRUSTLINT_CORPUS to a folder of Swift files")
    }
    let files = LexerCorpusFiles.list(corpus).map { [UInt8](FileManager.default.contents(atPath: $0) ?? Data()) }
    let total = files.reduce(0) { $0 + $1.count }
    XCTAssertGreaterThan(total, 0)
    // Thread CPU time as well as wall time: on a shared machine the wall clock
    // also counts time spent waiting for a core.
    var best = Double.infinity
    var bestCPU = Double.infinity
    var tokenCount = 0
    for _ in 0..<3 {
      let start = Date()
      let startCPU = threadCPUSeconds()
      tokenCount = 0
      for bytes in files { tokenCount += Lexer.tokenize(bytes).tokens.count }
      bestCPU = min(bestCPU, threadCPUSeconds() - startCPU)
      best = min(best, Date().timeIntervalSince(start))
    }
    let rate = Double(total) / 1_000_000 / best
    // A plain byte loop on the same data, for scale on a loaded machine.
    var newlines = 0
    let loopStart = Date()
    for bytes in files {
      for byte in bytes where byte == 10 { newlines &+= 1 }
    }
    let loopRate = Double(total) / 1_000_000 / Date().timeIntervalSince(loopStart)
    print(
      String(
        format: "lexer: %d files, %.1f MB, %d tokens: %.1f MB/s CPU (%.3f s), %.1f MB/s wall "
          + "(plain byte loop: %.0f MB/s wall, %d lines)",
        files.count, Double(total) / 1_000_000, tokenCount, Double(total) / 1_000_000 / bestCPU, bestCPU, rate,
        loopRate, newlines))
    #if !DEBUG
      XCTAssertGreaterThanOrEqual(Double(total) / 1_000_000 / bestCPU, 150, "lexing slower than 150 MB/s")
    #endif
  }

  private func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// Writes our token dump of every corpus file for `Tests/Scripts/compare-lexer.py`:
/// skipped unless `TRUSTLINT_COMPARE_CORPUS` (input folder) and `TRUSTLINT_COMPARE_OUT`
/// (output folder, `<relative path>.tok` per file) are set.
final class LexerCorpusDumpTests: XCTestCase {
  func testDumpCorpusTokens() throws {
    let env = ProcessInfo.processInfo.environment
    guard let corpus = env["TRUSTLINT_COMPARE_CORPUS"], let out = env["TRUSTLINT_COMPARE_OUT"] else {
      throw XCTSkip("set TRUSTLINT_COMPARE_CORPUS and TRUSTLINT_COMPARE_OUT")
    }
    let root = URL(fileURLWithPath: corpus).standardizedFileURL.path
    for path in LexerCorpusFiles.list(root) {
      let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
      let source = SourceFile(path: path, bytes: bytes)
      let relative = String(path.dropFirst(root.count + 1))
      let target = URL(fileURLWithPath: out).appendingPathComponent(relative + ".tok")
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try TokenDump.render(Lexer.tokenize(bytes), source: source).write(to: target, atomically: false, encoding: .utf8)
    }
  }
}

/// The `.swift` files under a folder, sorted.
enum LexerCorpusFiles {
  static func list(_ root: String) -> [String] {
    let base = URL(fileURLWithPath: root).standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
      if relative.hasSuffix(".swift") { files.append(base + "/" + relative) }
    }
    return files.sorted()
  }
}
