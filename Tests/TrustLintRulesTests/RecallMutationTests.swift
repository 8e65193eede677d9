import Foundation
import TrustLintAnalysis
import TrustLintRules
import TrustLintSyntax
import XCTest

/// Recall without an oracle: every clean program (each evaluation reported once on every path,
/// only in sensitive categories) is broken mechanically, one defect per mutant, and the rule
/// the defect breaks must then report something in the program (`RecallMutantMaker`).
///
/// Programs: the clean fixtures (`Fixtures/rules/*/clean_*`), plus the program folders under
/// every folder named in `TRUSTLINT_RECALL_DIRS` (colon-separated) whose files carry no
/// `expect:` marker. A program that already has a finding is left out (it is not clean).
///
/// A mutant that legitimately changes nothing is decided by a rule written below, never by a
/// list of mutants:
/// - a file that is not analysed (RULES.md "Which files are analysed") gets no mutant: its
///   `reportConsumption` and `.payment` belong to the app's own types;
/// - a report whose argument cannot be a TrustInsights status (a string literal, `.exposed`)
///   is another API's `reportConsumption` and is not mutated;
/// - a `.name` member is not mutated in a file that declares an enum case of the same name
///   (`case payment`, `case unknown`): the token may be the app's own value, not the API's.
/// A mutant that is not caught is excused only by `excuse(_:_:program:)`, which names its reason.
/// The rest is measured by `testEveryMutantIsCaught`.
final class RecallMutationTests: XCTestCase {
  func testEveryMutantIsCaught() {
    // Processor time: the run takes 15 s; with builds loading this 2-core machine its wall
    // time reached 187 s, though it had not slowed down (alone again: 15 s).
    let started = clock()
    var caught: [RecallMutant.Kind: Int] = [:]
    var total: [RecallMutant.Kind: Int] = [:]
    var missed: [String] = []
    var skipped: [String] = []
    var excused: [String] = []
    var known: Set<String> = []
    for (name, files) in Self.programs() {
      let sources = files.map { url in (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? [] }
      let original = Self.findings(paths: files.map(\.path), sources: sources)
      guard original.isEmpty else {
        skipped.append("\(name): not clean (\(original.count) findings)")
        continue
      }
      let analysed = Self.analysedFiles(sources)
      for (index, url) in files.enumerated() where analysed[index] {
        let tokens = RecallTokens(sources[index])
        for mutant in RecallMutantMaker.mutants(of: tokens, file: index, path: Self.short(url.path)) {
          guard Self.admits(mutant, tokens) else { continue }
          total[mutant.kind, default: 0] += 1
          var changed = sources
          changed[index] = mutant.bytes
          let found = Self.findings(paths: files.map(\.path), sources: changed)
          if found.contains(where: { $0.rule == mutant.kind.rule }) {
            caught[mutant.kind, default: 0] += 1
          } else if let reason = Self.excuse(mutant, tokens, program: sources) {
            excused.append("\(mutant.kind.rawValue): \(mutant.place): \(reason)")
          } else if let reason = RecallKnownMisses.byMutant[mutant.key] {
            known.insert(mutant.key)
            excused.append("\(mutant.kind.rawValue): \(mutant.place): known: \(reason)")
          } else {
            missed.append("\(mutant.kind.rawValue): \(mutant.place) (no \(mutant.kind.rule)); key \(mutant.key)")
          }
        }
      }
    }
    for kind in RecallMutant.Kind.allCases {
      print("recall \(kind.rawValue): \(caught[kind] ?? 0) of \(total[kind] ?? 0) caught")
    }
    for line in skipped { print("recall skipped \(line)") }
    for line in excused { print("recall excused \(line)") }
    for line in missed { XCTFail("missed: \(line)") }
    for key in Set(RecallKnownMisses.byMutant.keys).subtracting(known).sorted() {
      XCTFail("known miss no longer missed, remove it from RecallKnownMisses: \(key)")
    }
    XCTAssertGreaterThan(total[.deleteReport] ?? 0, 100, "too few report statements found")
    XCTAssertLessThan(Double(clock() - started) / Double(CLOCKS_PER_SEC), 120, "recall run too slow")
  }

  /// The filter that keeps a mutant measurable (see the type's comment).
  static func admits(_ mutant: RecallMutant, _ tokens: RecallTokens) -> Bool {
    // Code under `#if false` is never compiled: changing it changes no program.
    if tokens.isParked(mutant.anchor) { return false }
    switch mutant.kind {
    case .categoryToOther:
      return !RecallMutantMaker.sensitiveCategories.contains { tokens.declaresCase($0) }
    case .unknownReportsReduced:
      return !tokens.declaresCase("unknown")
    case .deleteReport, .duplicateReport:
      return RecallMutantMaker.takesStatus(tokens, mutant.anchor)
    }
  }

  /// Why an uncaught mutant legitimately has no finding, or nil when it is a miss.
  ///
  /// Deleting the only report of an evaluation *parameter* makes the function one that never
  /// reports it, and RULES.md then leaves the obligation with the callers: in a program with no
  /// `requestEvaluation` call no caller holds an evaluation, so nothing is owed anywhere.
  ///
  /// Deleting a report made through a stored evaluation (`RecallStoredReads.swift`) owes
  /// nothing either: the property's holder owes it, and no producer call is involved.
  static func excuse(_ mutant: RecallMutant, _ tokens: RecallTokens, program: [[UInt8]]) -> String? {
    guard mutant.kind == .deleteReport, tokens.text(mutant.anchor - 1) == "." else { return nil }
    guard let start = tokens.chainStart(dot: mutant.anchor - 1) else { return nil }
    let types = evaluationTypeNames(program.map { RecallTokens($0) })
    if tokens.readsStoredEvaluation(from: start, name: mutant.anchor, evaluationTypes: types) {
      return "report through a stored evaluation: the property's holder owes it (RULES.md, Escape)"
    }
    if tokens.receivesObserverValue(tokens.text(start), at: start) {
      return "value a property observer or setter receives: the property's holder owes it (RULES.md, Escape)"
    }
    let receiver = tokens.text(start)
    let produces = program.contains { bytes in
      let view = RecallTokens(bytes)
      return (0..<view.count).contains { view.text($0) == "requestEvaluation" }
    }
    guard !produces else { return nil }
    let isParameter = (1..<max(1, tokens.count)).contains { i in
      tokens.text(i) == receiver && tokens.text(i + 1) == ":"
        && (tokens.text(i - 1) == "(" || tokens.text(i - 1) == ","
          || tokens.text(i - 1) == "_")
    }
    let isLocal = (1..<max(1, tokens.count)).contains { i in
      tokens.text(i) == receiver && (tokens.text(i - 1) == "let" || tokens.text(i - 1) == "var")
    }
    // `for await evaluation in stream`: an element of a sequence handed in (an `AsyncStream`
    // parameter); whoever yielded it stored it there and owes the report.
    let isLoopElement = (1..<max(1, tokens.count)).contains { i in
      tokens.text(i) == receiver && tokens.text(i + 1) == "in"
        && ["for", "await"].contains(tokens.text(i - 1))
    }
    // `evaluations.forEach { evaluation in … }`, `{ $0.reportConsumption(…) }`: the closure's
    // element, handed in like a loop's.
    let isClosureElement =
      receiver == "$0"
      || (1..<max(1, tokens.count)).contains { i in
        tokens.text(i) == receiver && tokens.text(i + 1) == "in" && tokens.text(i - 1) == "{"
      }
    if isLoopElement || isClosureElement, !isLocal {
      return "element of a sequence handed in, in a program with no producer: its yielder owes it (RULES.md, Escape)"
    }
    guard isParameter, !isLocal else { return nil }
    return "parameter of a program with no producer: the obligation goes back to callers that hold none"
  }

  /// Clean fixtures and the extra program folders, as (name, files).
  static func programs() -> [(name: String, files: [URL])] {
    var result = FixtureHarness.cases().filter { $0.name.contains("/clean_") }
    let extra = ProcessInfo.processInfo.environment["TRUSTLINT_RECALL_DIRS"] ?? ""
    for dir in extra.split(separator: ":").map(String.init) {
      let root = URL(fileURLWithPath: dir)
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir))?.sorted() ?? []
      for entry in entries {
        let url = root.appendingPathComponent(entry)
        let files = entry.hasSuffix(".swift") ? [url] : FixtureHarness.swiftFiles(in: url)
        let marked = files.contains { (try? String(contentsOf: $0, encoding: .utf8))?.contains("expect:") ?? true }
        if !files.isEmpty, !marked { result.append((entry, files)) }
      }
    }
    return result
  }

  /// The programs of `programs()` the rules find nothing in, with their paths and bytes: the
  /// ones a mutant can be judged on.
  static func cleanPrograms() -> [(files: [URL], paths: [String], sources: [[UInt8]])] {
    programs().compactMap { _, files in
      let paths = files.map(\.path)
      let sources = files.map { url in (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? [] }
      return findings(paths: paths, sources: sources).isEmpty ? (files, paths, sources) : nil
    }
  }

  /// The files RULES.md analyses: those importing `TrustInsights` or naming `InsightEvaluation`,
  /// `InsightEvaluator`, or a type alias of them declared anywhere in the program.
  static func analysedFiles(_ sources: [[UInt8]]) -> [Bool] {
    let views = sources.map { RecallTokens($0) }
    let names = evaluationTypeNames(views).union(["InsightEvaluator"])
    return views.map { view in
      (0..<view.count).contains { i in
        names.contains(view.text(i)) || (view.text(i) == "TrustInsights" && view.text(i - 1) != ".")
      }
    }
  }

  /// `InsightEvaluation` and the names of type aliases of evaluator types in the program.
  static func evaluationTypeNames(_ views: [RecallTokens]) -> Set<String> {
    var names: Set<String> = ["InsightEvaluation"]
    for view in views {
      for i in 0..<view.count where view.text(i) == "typealias" {
        var j = i + 3
        while j < view.count, !view.startsLine(j) {
          if view.text(j).hasPrefix("InsightEvaluat") { names.insert(view.text(i + 1)) }
          j += 1
        }
      }
    }
    return names
  }

  /// Every finding of one program given as file bytes.
  static func findings(paths: [String], sources: [[UInt8]]) -> [Finding] {
    let parsed = zip(paths, sources).map { path, bytes in
      ParsedFile(tree: Parser.parse(SourceFile(path: path, bytes: bytes)), isLinted: true)
    }
    let program = Program(files: parsed, options: AnalysisOptions())
    return parsed.flatMap { RuleRunner.findings(for: $0, in: program) }
  }

  /// A fixture path relative to the fixtures root, as the recall tests print it.
  static func short(_ path: String) -> String {
    let root = FixtureHarness.fixturesRoot.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
