import Foundation
import TrustLintAnalysis
import TrustLintRules
import TrustLintSyntax

/// Runs a lint: discovery, parsing (in parallel), the program, rules (in parallel),
/// configured severities, suppressions and the baseline. Returns values; never prints.
public enum Engine {
  /// Finds the findings of one linted file: `RuleRunner.findings` in production; tests
  /// inject their own to exercise the plumbing independently of the rules.
  public typealias RuleRunning = @Sendable (ParsedFile, Program) -> [Finding]
  /// Reports progress: stage name, items done, items in the stage. Called from worker threads.
  public typealias Progress = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

  /// Lints according to `options` with `runner` (default: every registered rule). The findings
  /// and their order never depend on `jobs`.
  public static func lint(
    _ options: LintOptions, runner: RuleRunning? = nil, progress: Progress? = nil
  ) -> LintOutcome {
    let runner = runner ?? RuleRunner.findings
    let start = ContinuousClock.now
    var stopwatch = Stopwatch()
    var outcome = LintOutcome()
    let cwd = options.currentDirectory.map(Paths.normalize) ?? FileSystem.currentDirectory
    let plan: RunPlan
    switch RunPlan.make(options, currentDirectory: cwd, cores: ProcessInfo.processInfo.activeProcessorCount) {
    case .success(let made): plan = made
    case .failure(let problem):
      outcome.problems = [problem]
      return outcome
    }
    outcome.settings = plan.settings
    outcome.problems = plan.problems
    let jobs = plan.settings.jobs
    outcome.timings.append(stopwatch.lap("discover"))

    // Read, prefilter, parse, analyse (README "Which files are linted"; see `Pipeline`).
    // Relative paths are taken from the run's folder (not the process's) where folders stand
    // for modules.
    var analysis = plan.settings.analysis
    analysis.baseDirectory = cwd
    let pipeline = Pipeline(
      inputs: plan.inputs, currentDirectory: cwd, options: analysis, jobs: jobs,
      maxFileBytes: plan.settings.maxFileBytes, runner: runner, progress: progress)
    let analysed = pipeline.run()
    outcome.problems += analysed.problems
    outcome.timings += analysed.clock.timings
    outcome.summary.flowGraphs = analysed.flowGraphs
    outcome.summary.filesParsed = analysed.program?.files.count ?? 0
    outcome.summary.analysisRounds = analysed.rounds
    stopwatch.restart()
    defer { BackgroundRelease.drop(analysed) }

    // Suppressions see every finding of the file (so that a command for a rule configured
    // `off` is not called superfluous); then configured severities apply, `off` dropping.
    let severities = plan.settings.severities
    var findings: [Finding] = []
    for result in analysed.linted {
      // Files the rules did not run on have nothing to suppress (RULES.md: no findings).
      let kept =
        result.analysed || !result.findings.isEmpty
        ? KitBridge.suppress(result.findings, in: result.file, severities: severities) : result.findings
      findings += FindingFilters.applySeverities(severities, to: kept)
    }
    // Every readable linted file counts as linted, parsed or not: the prefilter only skips
    // files that cannot get findings.
    let readable = plan.inputs.indices.filter { analysed.readable[$0] }
    outcome.lintedFiles = readable.filter { plan.inputs[$0].isLinted }.map { plan.inputs[$0].path }
    outcome.summary.filesLinted = outcome.lintedFiles.count
    outcome.summary.filesUsingTrustInsights = analysed.linted.count(where: \.analysed)
    outcome.summary.filesReadForDeclarations = readable.count - outcome.lintedFiles.count

    // A file too large to analyse gets a note: its findings, if any, are not known.
    outcome.notes += analysed.oversized.keys.sorted().map {
      Self.oversizedNote(path: plan.inputs[$0].path, size: analysed.oversized[$0]!, limit: plan.settings.maxFileBytes)
    }
    // A file the rules analysed that does not lex or parse as Swift gets a note naming where.
    outcome.notes += analysed.linted.compactMap {
      $0.analysed ? SyntaxNotes.note(for: $0.file, shownAs: $0.file.path) : nil
    }
    // A body whose flow graph passed the builder's limits gets a note naming it (no findings
    // follow its paths).
    if let program = analysed.program {
      outcome.notes += analysed.linted.flatMap {
        $0.analysed
          ? FlowLimitNotes.notes(for: $0.file, graphs: program.graphs(for: $0.file), shownAs: $0.file.path) : []
      }
    }

    outcome.paths = ReportPaths(root: plan.rootAbsolute, workingDirectory: cwd)
    let sources = Dictionary(
      analysed.linted.map { ($0.file.path, $0.file.tree.source) }, uniquingKeysWith: { first, _ in first })
    let reported = Fingerprint.assign(findings, paths: outcome.paths, sources: sources)
    outcome.findings = applyBaselines(plan.settings, findings: reported, cwd: cwd, outcome: &outcome)
    outcome.summary.errors = outcome.findings.count { $0.finding.severity == .error }
    outcome.summary.warnings = outcome.findings.count { $0.finding.severity == .warning }
    outcome.summary.notes = outcome.findings.count { $0.finding.severity == .note }
    outcome.timings.append(stopwatch.lap("filter"))
    outcome.summary.seconds = (ContinuousClock.now - start).seconds
    return outcome
  }

  /// The note for a file larger than `maxFileBytes`: named, not analysed, and how to have it
  /// analysed.
  static func oversizedNote(path: String, size: Int, limit: Int) -> String {
    func mebibytes(_ n: Int) -> String {
      let tenths = (n * 10 + (1 << 19)) >> 20
      return "\(tenths / 10).\(tenths % 10) MiB"
    }
    return "\(path): not analysed: the file is \(mebibytes(size)) (\(size) bytes), more than the "
      + "\(mebibytes(limit)) limit, so its findings, if any, are not reported; raise maxFileBytes in "
      + ".trustlint.json to analyse it"
  }

  /// `--write-baseline` records the findings (which are then hidden: the writing run adopts
  /// them); else `--baseline` hides the recorded ones and adds notes for stale entries.
  private static func applyBaselines(
    _ settings: LintSettings, findings: [ReportedFinding], cwd: String, outcome: inout LintOutcome
  ) -> [ReportedFinding] {
    guard settings.writeBaselinePath != nil || settings.baselinePath != nil else { return findings }
    // Entries are judged only for files this run linted, or that are gone from the project
    // (the set is built only when a baseline is used: for every file of a large tree it
    // cost a quarter of a plain run).
    let linted = Set(outcome.lintedFiles.map { outcome.paths.relative($0) })
    let root = outcome.paths.root
    let judged: (String) -> Bool = { file in linted.contains(file) || !FileSystem.exists(Paths.join(root, file)) }
    if let path = settings.writeBaselinePath {
      let problem = KitBridge.writeBaseline(
        at: Paths.absolute(path, in: cwd), shownAs: path, findings: findings, paths: outcome.paths, judged: judged)
      if let problem {
        outcome.problems.append(problem)
        return findings
      }
      outcome.summary.baselined = findings.count
      return []
    }
    guard let path = settings.baselinePath else { return findings }
    let absolute = Paths.absolute(path, in: cwd)
    switch KitBridge.applyBaseline(at: absolute, shownAs: path, to: findings, paths: outcome.paths, judged: judged) {
    case .success(let result):
      outcome.summary.baselined = result.hidden
      if let note = result.note { outcome.notes.append(note) }
      return result.kept.sorted(by: ReportedFinding.ordered)
    case .failure(let problem):
      outcome.problems.append(problem)
      return findings
    }
  }
}

/// Pure steps over finding lists.
enum FindingFilters {
  /// Applies configured severities: a listed rule's findings at its default severity get the
  /// configured one, or every finding of the rule is dropped when `off`. A finding the rule
  /// gives another severity keeps it: `evaluation_outside_sensitive_category` set to `error`
  /// makes `.other` an error, not its note for a context it cannot trace.
  static func applySeverities(
    _ severities: [String: Severity?], to findings: [Finding],
    defaults: (String) -> Severity? = { RuleRegistry.description(of: $0)?.defaultSeverity }
  ) -> [Finding] {
    if severities.isEmpty { return findings }
    return findings.compactMap { finding in
      guard let configured = severities[finding.rule] else { return finding }
      guard let severity = configured else { return nil }
      if let standard = defaults(finding.rule), finding.severity != standard { return finding }
      var changed = finding
      changed.severity = severity
      return changed
    }
  }
}

/// Measures consecutive stages.
struct Stopwatch {
  private var last = ContinuousClock.now
  /// Starts the next lap now.
  mutating func restart() { last = ContinuousClock.now }
  /// The time since the previous lap (or creation), labelled `stage`.
  mutating func lap(_ stage: String) -> StageTiming {
    let now = ContinuousClock.now
    defer { last = now }
    return StageTiming(stage: stage, seconds: (now - last).seconds)
  }
}

extension Duration {
  /// The duration in seconds as a floating-point number.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}

/// Counts finished items of a stage across threads and forwards the count to a progress callback.
final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var done = 0
  private let stage: String
  private let total: Int
  private let report: Engine.Progress?

  /// A counter for `total` items of `stage`, reporting to `report` (nothing when nil).
  init(stage: String, total: Int, report: Engine.Progress?) {
    self.stage = stage
    self.total = total
    self.report = report
  }

  /// Records one finished item.
  func step() {
    guard let report else { return }
    lock.lock()
    done += 1
    let now = done
    lock.unlock()
    report(stage, now, total)
  }
}
