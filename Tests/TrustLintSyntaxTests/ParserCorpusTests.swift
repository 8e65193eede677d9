import Foundation
import XCTest

@testable import TrustLintSyntax

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
    var withDiagnostics: [(String, Int, String)] = []
    var diagnosticCount = 0
    let start = Date()
    for source in sources {
      let tree = Parser.parse(source)
      if let first = tree.diagnostics.first {
        diagnosticCount += tree.diagnostics.count
        let loc = tree.location(of: first.token)
        withDiagnostics.append((source.path, tree.diagnostics.count, "\(loc.line):\(loc.column) \(first.message)"))
      }
    }
    let seconds = Date().timeIntervalSince(start)
    let mbps = Double(totalBytes) / 1_000_000 / seconds
    print(
      "corpus: \(files.count) files, \(totalBytes) bytes, \(String(format: "%.2f", seconds)) s, "
        + "\(String(format: "%.1f", mbps)) MB/s; files with diagnostics: \(withDiagnostics.count), "
        + "diagnostics: \(diagnosticCount)")
    let limit = Int(ProcessInfo.processInfo.environment["TRUSTLINT_CORPUS_SHOW"] ?? "20") ?? 20
    for (path, count, first) in withDiagnostics.prefix(limit) { print("  \(path): \(count) — \(first)") }
  }
}
