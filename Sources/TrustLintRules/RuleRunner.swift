import TrustLintAnalysis

/// Runs every registered rule on one file of a program. The engine calls this per
/// analysed file (in parallel); the fixture harness calls it directly.
public enum RuleRunner {
  /// Findings of all rules for `file`, at default severities, unsorted.
  /// Files that are not linted, or that RULES.md says are not analysed, get none.
  /// Under `--analyze-all` the flow graphs of every linted file are built here too (the
  /// front-end test on any code base), though only analysed files get findings.
  public static func findings(for file: ParsedFile, in program: Program) -> [Finding] {
    if file.isLinted && program.options.analyzeAll { program.prepareFlow(for: file) }
    guard file.isLinted, program.isAnalysed(file) else { return [] }
    let context = RuleContext(program: program, file: file)
    var result: [Finding] = []
    for rule in RuleRegistry.all {
      result.append(contentsOf: rule.init().check(context))
    }
    return result
  }
}
