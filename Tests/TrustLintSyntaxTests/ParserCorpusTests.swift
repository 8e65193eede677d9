import Foundation
import TrustLintSyntax
import XCTest

/// CPU time of this thread: steadier than wall time on a shared machine.
private func cpuNow() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Runs over a real Swift corpus when `TRUSTLINT_CORPUS` names its folder: nothing may crash,
/// diagnostics are counted, and lexing + parsing throughput is printed. `TRUSTLINT_DUMP` names
/// one file whose tree is printed (for debugging the parser by hand).
final class ParserCorpusTests: XCTestCase {
  func testDumpOneFile() throws {
    guard let path = ProcessInfo.processInfo.environment["TRUSTLINT_DUMP"] else {
      throw XCTSkip("TRUSTLINT_DUMP not set")
    }
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    let tree = Parser.parse(SourceFile(path: path, bytes: bytes))
    print(TreeDump.render(tree))
  }

  func testCorpus() throws {
    guard let root = ProcessInfo.processInfo.environment["TRUSTLINT_CORPUS"] else {
      throw XCTSkip("TRUSTLINT_CORPUS not set")
    }
    var files: [(String, [UInt8])] = []
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let rel = enumerator?.nextObject() as? String {
      guard rel.hasSuffix(".swift") else { continue }
      let path = root + "/" + rel
      if let data = FileManager.default.contents(atPath: path) { files.append((path, Array(data))) }
    }
    files.sort { $0.0 < $1.0 }
    let sources = files.map { SourceFile(path: $0.0, bytes: $0.1) }
    let totalBytes = files.reduce(0) { $0 + $1.1.count }
    let lexStart = cpuNow()
    let streams = sources.map { Lexer.tokenize($0.bytes) }
    let lexSeconds = cpuNow() - lexStart
    var parseSeconds = 0.0
    var batch: [SyntaxTree] = []
    for (source, stream) in zip(sources, streams) {
      let t0 = cpuNow()
      batch.append(Parser.parse(source, stream: stream))
      parseSeconds += cpuNow() - t0
      if batch.count == 256 { batch.removeAll() }
    }
    print(
      "lexing alone: \(String(format: "%.2f", lexSeconds)) s; parsing alone: \(String(format: "%.2f", parseSeconds)) s")
    var withDiagnostics: [(String, Int, String)] = []
    var diagnosticCount = 0
    // Trees are kept in batches and freed outside the clock: freeing is not parsing (a real run
    // keeps them for the analyses).
    var seconds = 0.0
    batch.removeAll()
    for source in sources {
      let t0 = cpuNow()
      let tree = Parser.parse(source)
      seconds += cpuNow() - t0
      batch.append(tree)
      if batch.count == 256 { batch.removeAll() }
      if let first = tree.diagnostics.first {
        diagnosticCount += tree.diagnostics.count
        let loc = tree.location(of: first.token)
        withDiagnostics.append((source.path, tree.diagnostics.count, "\(loc.line):\(loc.column) \(first.message)"))
      }
    }
    let mbps = Double(totalBytes) / 1_000_000 / seconds
    print(
      "corpus (thread CPU time): \(files.count) files, \(totalBytes) bytes, \(String(format: "%.2f", seconds)) s, "
        + "\(String(format: "%.1f", mbps)) MB/s; files with diagnostics: \(withDiagnostics.count), "
        + "diagnostics: \(diagnosticCount)")
    let limit = Int(ProcessInfo.processInfo.environment["TRUSTLINT_CORPUS_SHOW"] ?? "20") ?? 20
    for (path, count, first) in withDiagnostics.prefix(limit) { print("  \(path): \(count) — \(first)") }
  }
}
