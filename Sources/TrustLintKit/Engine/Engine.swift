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

    // Read and parse every file on large-stack worker threads.
    let inputs = plan.inputs
    let counter = ProgressCounter(stage: "parse", total: inputs.count, report: progress)
    let parsedOrProblems = WorkerPool.map(count: inputs.count, jobs: jobs) { index -> Result<ParsedFile, FileProblem> in
      defer { counter.step() }
      let input = inputs[index]
      let bytes: [UInt8]
      if let stdin = input.stdin {
        bytes = stdin
      } else {
        do throws(FileProblem) {
          bytes = try FileSystem.readBytes(Paths.absolute(input.path, in: cwd))
        } catch {
          return .failure(FileProblem(path: input.path, reason: error.reason))
        }
      }
      let tree = Parser.parse(SourceFile(path: input.path, bytes: bytes))
      return .success(ParsedFile(tree: tree, isLinted: input.isLinted))
    }
    var files: [ParsedFile] = []
    for result in parsedOrProblems {
      switch result {
      case .success(let file): files.append(file)
      case .failure(let problem): outcome.problems.append(LintProblem(kind: .io, message: problem.description))
      }
    }
    outcome.timings.append(stopwatch.lap("parse"))

    let analysis = plan.settings.analysis
    let programFiles = files
    let program = WorkerPool.run {
      let program = Program(files: programFiles, options: analysis)
      // The declaration index is built on first use; building it here keeps the stage
      // times honest (otherwise the first rule pays for it, and the other workers wait).
      _ = program.index
      return program
    }
    outcome.timings.append(stopwatch.lap("program"))

    // Flow graphs for every file that needs them (all files with `--analyze-all`), built in
    // parallel up front rather than on demand by the first rule that asks.
    let flowCounter = ProgressCounter(stage: "flow", total: files.count, report: progress)
    let graphCounts = WorkerPool.map(count: programFiles.count, jobs: jobs) { index -> Int in
      defer { flowCounter.step() }
      return program.prepareFlow(for: programFiles[index])
    }
    outcome.summary.flowGraphs = graphCounts.reduce(0, +)
    outcome.timings.append(stopwatch.lap("flow"))

    // Rules, per linted file, on large-stack workers (analyses recurse to their caps).
    let linted = files.filter(\.isLinted)
    let ruleCounter = ProgressCounter(stage: "rules", total: linted.count, report: progress)
    let perFile = WorkerPool.map(count: linted.count, jobs: jobs) { index -> (findings: [Finding], analysed: Bool) in
      defer { ruleCounter.step() }
      let file = linted[index]
      let analysed = program.isAnalysed(file)
      return (runner(file, program), analysed)
    }
    outcome.timings.append(stopwatch.lap("rules"))

    // Suppressions see every finding of the file (so that a command for a rule configured
    // `off` is not called superfluous); then configured severities apply, `off` dropping.
    let severities = plan.settings.severities
    var findings: [Finding] = []
    for (file, result) in zip(linted, perFile) {
      // Files the rules did not run on have nothing to suppress (RULES.md: no findings).
      let kept =
        result.analysed || !result.findings.isEmpty
        ? KitBridge.suppress(result.findings, in: file, severities: severities) : result.findings
      findings += FindingFilters.applySeverities(severities, to: kept)
    }
    outcome.lintedFiles = linted.map(\.path)
    outcome.summary.filesLinted = linted.count
    outcome.summary.filesUsingTrustInsights = perFile.filter(\.analysed).count
    outcome.summary.filesReadForDeclarations = files.count - linted.count

    outcome.paths = ReportPaths(root: plan.rootAbsolute, workingDirectory: cwd)
    let sources = Dictionary(linted.map { ($0.path, $0.tree.source) }, uniquingKeysWith: { first, _ in first })
    let reported = Fingerprint.assign(findings, paths: outcome.paths, sources: sources)
    outcome.findings = applyBaselines(plan.settings, findings: reported, cwd: cwd, outcome: &outcome)
    outcome.summary.errors = outcome.findings.count { $0.finding.severity == .error }
    outcome.summary.warnings = outcome.findings.count { $0.finding.severity == .warning }
    outcome.summary.notes = outcome.findings.count { $0.finding.severity == .note }
    outcome.timings.append(stopwatch.lap("filter"))
    outcome.summary.seconds = (ContinuousClock.now - start).seconds
    return outcome
  }

  /// `--write-baseline` records the findings (which are then hidden: the writing run adopts
  /// them); else `--baseline` hides the recorded ones and adds notes for stale entries.
  private static func applyBaselines(
    _ settings: LintSettings, findings: [ReportedFinding], cwd: String, outcome: inout LintOutcome
  ) -> [ReportedFinding] {
    if let path = settings.writeBaselinePath {
      let problem = KitBridge.writeBaseline(
        at: Paths.absolute(path, in: cwd), shownAs: path, findings: findings, paths: outcome.paths)
      if let problem {
        outcome.problems.append(problem)
        return findings
      }
      outcome.summary.baselined = findings.count
      return []
    }
    guard let path = settings.baselinePath else { return findings }
    let absolute = Paths.absolute(path, in: cwd)
    switch KitBridge.applyBaseline(at: absolute, shownAs: path, to: findings, paths: outcome.paths) {
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
  /// Applies configured severities: a listed rule gets its severity, or is dropped when `off`.
  static func applySeverities(_ severities: [String: Severity?], to findings: [Finding]) -> [Finding] {
    if severities.isEmpty { return findings }
    return findings.compactMap { finding in
      guard let configured = severities[finding.rule] else { return finding }
      guard let severity = configured else { return nil }
      var changed = finding
      changed.severity = severity
      return changed
    }
  }
}

/// Measures consecutive stages.
struct Stopwatch {
  private var last = ContinuousClock.now
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
