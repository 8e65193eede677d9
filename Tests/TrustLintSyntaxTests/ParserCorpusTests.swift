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

/// Counts node kinds the way `/tmp`-built SwiftSyntax visitors do, to compare the parser with
/// SwiftParser file by file: `TRUSTLINT_COUNTS` names a file listing paths, the counts are
/// written as TSV to `TRUSTLINT_COUNTS_OUT`.
final class ParserCountsTests: XCTestCase {
  static let keys = [
    "call", "trailing", "argsTotal", "closure", "func", "init", "case", "if", "guard", "try", "await", "return",
    "returnValue", "ternary", "var", "defer", "catch", "subscript", "for", "switch", "member", "implicit", "optchain",
    "force", "array", "dict", "keypath", "tuple", "accessor",
  ]

  func testWriteCounts() throws {
    let env = ProcessInfo.processInfo.environment
    guard let list = env["TRUSTLINT_COUNTS"], let outPath = env["TRUSTLINT_COUNTS_OUT"] else {
      throw XCTSkip("TRUSTLINT_COUNTS not set")
    }
    let paths = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init)
    var out = ""
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let counter = NodeCounter()
      counter.walk(Parser.parse(SourceFile(path: path, bytes: Array(data))))
      out += path + "\t" + Self.keys.map { String(counter.counts[$0] ?? 0) }.joined(separator: " ") + "\n"
    }
    try out.write(toFile: outPath, atomically: true, encoding: .utf8)
  }
}

private final class NodeCounter: SyntaxWalker {
  var counts: [String: Int] = [:]
  func inc(_ key: String, _ n: Int = 1) { counts[key, default: 0] += n }

  override func visit(_ stmt: Stmt) -> Bool {
    switch stmt {
    case .guardStmt: inc("guard")
    case .returnStmt(let r):
      inc("return")
      if r.value != nil { inc("returnValue") }
    case .variable: inc("var")
    case .deferStmt: inc("defer")
    case .doStmt(let d): inc("catch", d.catches.count)
    case .forIn: inc("for")
    case .switchStmt(let s): countSwitch(s)
    case .ifStmt(let s): countIf(s)
    default: break
    }
    return true
  }

  override func visit(_ function: FunctionDecl) -> Bool {
    switch function.kind {
    case .function: inc("func")
    case .initializer: inc("init")
    case .accessor:
      // SwiftSyntax has no accessor node for a getter-only body.
      if function.body.map({ $0.lbrace != function.firstToken }) ?? true { inc("accessor") }
    default: break
    }
    return true
  }

  /// Patterns are not counted (SwiftSyntax models `.a(let x)` as a call; the oracle skips them).
  override func visit(_ pattern: Pattern) -> Bool { false }

  func countIf(_ s: IfStmt) {
    inc("if")
    if case .elseIf(let e)? = s.elseBranch { countIf(e) }
  }

  func countSwitch(_ s: SwitchStmt) {
    inc("switch")
    inc("case", s.cases.count)
  }

  override func visit(_ expr: Expr) -> Bool {
    switch expr {
    case .call(let c):
      if case .identifier(let n) = c.callee, n.text.hasPrefix("#") { break }
      inc("call")
      if !c.trailingClosures.isEmpty { inc("trailing") }
      inc("argsTotal", c.arguments.count)
    case .closure: inc("closure")
    case .try: inc("try")
    case .await: inc("await")
    case .ternary: inc("ternary")
    case .subscript: inc("subscript")
    case .member: inc("member")
    case .implicitMember: inc("implicit")
    case .optionalChain: inc("optchain")
    case .forceUnwrap: inc("force")
    case .array: inc("array")
    case .dictionary: inc("dict")
    case .keyPath: inc("keypath")
    case .tuple: inc("tuple")
    case .ifExpr(let s): countIf(s)
    case .switchExpr(let s): countSwitch(s)
    default: break
    }
    return true
  }
}
