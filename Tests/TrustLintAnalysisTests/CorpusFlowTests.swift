import Dispatch
import Foundation
import XCTest

@testable import TrustLintAnalysis
@testable import TrustLintSyntax

/// Builds flow graphs for every file of a real corpus (`--analyze-all`), to show the front
/// end never crashes and to measure what the flow pass adds. Skipped unless
/// `TRUSTLINT_CORPUS` names a folder (e.g. /work/corpus).
final class CorpusFlowTests: XCTestCase {
  func testFlowGraphsForEveryCorpusFile() throws {
    guard let root = ProcessInfo.processInfo.environment["TRUSTLINT_CORPUS"], !root.isEmpty else {
      throw XCTSkip("set TRUSTLINT_CORPUS to run")
    }
    var found: [String] = []
    let walker = FileManager.default.enumerator(atPath: root)
    while let rel = walker?.nextObject() as? String {
      if rel.hasSuffix(".swift") { found.append(root + "/" + rel) }
    }
    let paths = found.sorted()
    let parseStart = Date()
    let parsed = Locked([ParsedFile?](repeating: nil, count: paths.count))
    DispatchQueue.concurrentPerform(iterations: paths.count) { i in
      let bytes = FileManager.default.contents(atPath: paths[i]).map { [UInt8]($0) } ?? []
      let file = ParsedFile(tree: Parser.parse(SourceFile(path: paths[i], bytes: bytes)), isLinted: true)
      parsed.update { $0[i] = file }
    }
    let files = parsed.value.compactMap { $0 }
    let parseTime = Date().timeIntervalSince(parseStart)
    var options = AnalysisOptions()
    options.analyzeAll = true
    let program = Program(files: files, options: options)
    let indexStart = Date()
    _ = program.index
    let indexTime = Date().timeIntervalSince(indexStart)
    let flowStart = Date()
    let counts = Locked((graphs: 0, nodes: 0, events: 0, truncated: 0))
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      program.prepareFlow(for: files[i])
      let graphs = program.graphs(for: files[i])
      let nodes = graphs.reduce(0) { $0 + $1.nodes.count }
      let events = graphs.reduce(0) { $0 + $1.eventCount }
      let truncated = graphs.filter { $0.isTruncated }.count
      counts.update { c in
        c.graphs += graphs.count
        c.nodes += nodes
        c.events += events
        c.truncated += truncated
      }
    }
    let flowTime = Date().timeIntervalSince(flowStart)
    let analysed = files.filter { program.isAnalysed($0) }
    let obligationStart = Date()
    var findings = 0
    for f in analysed {
      for r in program.obligations(for: f) { findings += r.leaks.count + r.duplicates.count + r.parameterFaults.count }
    }
    let obligationTime = Date().timeIntervalSince(obligationStart)
    let c = counts.value
    print(
      """
      corpus: \(files.count) files; parse \(String(format: "%.2f", parseTime))s, \
      index \(String(format: "%.2f", indexTime))s, flow graphs \(String(format: "%.2f", flowTime))s \
      (\(c.graphs) graphs, \(c.nodes) nodes, \(c.events) events, \(c.truncated) truncated); \
      analysed files \(analysed.count), obligations \(String(format: "%.2f", obligationTime))s, leaks+duplicates \(findings)
      """)
    XCTAssertEqual(files.count, paths.count)
    XCTAssertGreaterThan(c.graphs, files.count / 2)
  }
}

/// A value guarded by a lock, for collecting results of `concurrentPerform`.
final class Locked<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: T
  init(_ value: T) { storage = value }
  var value: T {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
  func update(_ body: (inout T) -> Void) {
    lock.lock()
    body(&storage)
    lock.unlock()
  }
}
