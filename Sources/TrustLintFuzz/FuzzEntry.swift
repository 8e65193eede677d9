import TrustLintAnalysis
import TrustLintKit
import TrustLintRules
import TrustLintSyntax

/// libFuzzer entry point over the whole pipeline: lexer, parser, program index, flow graphs
/// (every file is analysed, as with `--analyze-all`), every rule, the file's suppression
/// commands, fingerprints and every report format. Built only when the
/// environment has `TRUSTLINT_FUZZ=1` (see Package.swift), with
/// `TRUSTLINT_FUZZ=1 swift build --sanitize=fuzzer --product trustlint-fuzz`.
/// The input is also run with an `import TrustInsights` line in front, so the rules run on it,
/// and as the body of a function that holds an evaluation, so that the flow graphs, obligation
/// tracking and outcome facts see the input's statements between an evaluation and its report.
/// Each input is also lexed and parsed in parts (`PartsCheck`), which must change nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func trustlintFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  FuzzPipeline.run(bytes)
  FuzzPipeline.run(Array("import TrustInsights\n".utf8) + bytes)
  FuzzPipeline.run(FuzzPipeline.evaluationPrefix + bytes + FuzzPipeline.evaluationSuffix)
  return 0
}

/// The pipeline the fuzzer drives; also used by the deterministic mutation test.
enum FuzzPipeline {
  /// Opens a function that creates an evaluation; the input follows as its body.
  static let evaluationPrefix = Array(
    """
    import TrustInsights
    func fuzzed(evaluator: InsightEvaluator, context: InsightEvaluator.InsightContext) async throws -> Bool {
      let evaluation = try await evaluator.requestEvaluation(context: context)

    """.utf8)
  /// Reports the evaluation and closes the function.
  static let evaluationSuffix = Array(
    """

      evaluation.reportConsumption(.usedUnchangedFriction)
      return true
    }

    """.utf8)

  /// Lexes and parses `bytes` as one file, builds its program, runs every rule on it, applies
  /// its suppression commands and renders the findings in every format.
  static func run(_ bytes: [UInt8]) {
    let source = SourceFile(path: "fuzz.swift", bytes: bytes)
    let tree = Parser.parse(source)
    // As `--analyze-all` does: the tokens are let go of and lexed again when read.
    tree.releaseTokens()
    var options = AnalysisOptions()
    options.analyzeAll = true
    let file = ParsedFile(tree: tree, isLinted: true)
    let program = Program(files: [file], options: options)
    let findings = RuleRunner.findings(for: file, in: program)
    let kept = Suppressions(tree: tree).apply(to: findings, knownRuleIDs: RuleCatalog.ids).all
    let paths = ReportPaths(root: "/fuzz", workingDirectory: "/fuzz")
    let report = LintReport(
      findings: Fingerprint.assign(kept, paths: paths, sources: ["fuzz.swift": source]),
      summary: LintSummary(filesLinted: 1, filesUsingTrustInsights: 1, durationSeconds: 0),
      rules: RuleCatalog.descriptions, toolVersion: "fuzz", paths: paths)
    for format in ReportFormat.allCases { _ = format.render(report) }
    // Every skipped body the analyses did not read, and every body's diagnostics.
    _ = tree.diagnostics
    // Large files are lexed and parsed in parts; cut small, this input must read the same.
    precondition(PartsCheck.lexesTheSame(bytes), "lexing in parts differs")
    precondition(PartsCheck.parsesTheSame(source), "parsing a body in parts differs")
  }
}
