import Foundation
import TrustLintAnalysis
import TrustLintRules
import TrustLintSyntax

/// The analysing part of a run: read every file, decide which ones can matter (the prefilter),
/// lex and parse those, build the program, its flow graphs, and run the rules on the linted
/// files. With `--analyze-all` every file is parsed and gets flow graphs.
///
/// The prefilter (README, "Which files are linted"): a file is parsed when it spells one of
/// `TriggerScan.trustInsightsWords`. The rules then run on those files, and every lookup by
/// name they make is recorded (`NameQueries`); the unparsed files are searched for the names
/// (`NameScan`: a `func`, `var`/`let`, type or `typealias` declaration of the name, the name
/// in a type or extension header, or any mention, as the lookup requires), together with the alias chain names of the evaluation
/// and evaluator types and the configured function names; the files found are parsed and the
/// program is analysed again, until a round looks up nothing that an unparsed file declares or
/// mentions. The last round's findings are then exactly those of a run that parsed every file.
/// So once the files found make up half of the tree, the rest is parsed at once and the
/// program analysed one last time, rather than once more per round.
struct Pipeline {
  var inputs: [SourceInput]
  var currentDirectory: String
  var options: AnalysisOptions
  var jobs: Int
  /// Files of more bytes are read but not parsed (`LintSettings.maxFileBytes`).
  var maxFileBytes = LintSettings.defaultMaxFileBytes
  var runner: Engine.RuleRunning
  var progress: Engine.Progress?

  /// What the analysis produced.
  struct Output {
    /// Per input: whether it could be read.
    var readable: [Bool] = []
    /// The final program (its files are the parsed inputs, in input order).
    var program: Program?
    /// The linted files of the program with their findings and whether RULES.md analyses them.
    var linted: [(file: ParsedFile, findings: [Finding], analysed: Bool)] = []
    var problems: [LintProblem] = []
    var clock = StageClock()
    var flowGraphs = 0
    /// How many times the program was analysed (1 with `--analyze-all`).
    var rounds = 0
    /// Readable inputs larger than `maxFileBytes`, never parsed: input index to size.
    var oversized: [Int: Int] = [:]
  }

  /// Trees of fewer readable files never give up their rounds for parsing every file.
  static let parseAllMinimum = 256

  /// Runs the analysis.
  func run() -> Output {
    var output = Output()
    var trees = [SyntaxTree?](repeating: nil, count: inputs.count)
    output.readable = [Bool](repeating: false, count: inputs.count)

    // Round 0: read every file, scan it, parse it when it can matter. The searches read the
    // files again: keeping the bytes of a 69 MB tree between rounds saved no measurable time
    // (the scan costs, not the read) and cost 55 MB.
    let trigger = TriggerScan.trustInsights
    let analyzeAll = options.analyzeAll
    let first = parse(indices: Array(inputs.indices), stage: "parse", output: &output) { _, bytes in
      analyzeAll || bytes.withUnsafeBufferPointer { trigger.matches($0) }
    }
    for (i, result) in first {
      switch result {
      case .failure(let problem): output.problems.append(LintProblem(kind: .io, message: problem.description))
      case .success(let tree):
        output.readable[i] = true
        trees[i] = tree
      }
    }

    let queries = analyzeAll ? nil : NameQueries()
    var searched: [NameQueries.Kind: Set<String>] = [:]
    let configured = options.consumingNames.union(options.producingNames)
    // Per input: the words of a file searched and not parsed yet (read once, see `FileWords`).
    var words = [FileWords?](repeating: nil, count: inputs.count)
    var parseAll = false
    while true {
      output.rounds += 1
      // Let go of the previous round's program before building the next one.
      output.program = nil
      output.linted = []
      let program = analyse(trees: trees, queries: queries, output: &output)
      guard let queries, !parseAll else { break }
      var wanted = queries.snapshot
      // Names that contain a trigger word were found by the first scan already.
      let chain = program.index.aliasChainNames.union(configured).filter { !trigger.occurs(in: $0) }
      wanted[.word, default: []].formUnion(chain)
      for (kind, names) in wanted {
        let fresh = names.subtracting(searched[kind] ?? [])
        wanted[kind] = fresh.isEmpty ? nil : fresh
        searched[kind, default: []].formUnion(fresh)
      }
      if wanted.isEmpty { break }
      // With every readable file parsed there is nothing to search (and a file of a million
      // declarations made the scanner of their names a noticeable cost).
      let remaining = inputs.indices.filter { output.readable[$0] && trees[$0] == nil && output.oversized[$0] == nil }
      if remaining.isEmpty { break }
      var added = 0
      for (i, result) in search(indices: remaining, scan: NameScan(wanted), words: &words, output: &output) {
        switch result {
        case .failure(let problem): output.problems.append(LintProblem(kind: .io, message: problem.description))
        case .success(let tree?):
          trees[i] = tree
          added += 1
        case .success(nil): break
        }
      }
      if added == 0 { break }
      // Once the files found reach half of a large tree, the rounds to come would each
      // analyse most of it again (a few common names, `map` or `count`, are declared
      // everywhere): parse the rest at once and analyse one last time. The result is the
      // one the rounds converge to, that of a run that parsed every file. A small tree keeps
      // its rounds: they are cheap, and its unrelated files stay unparsed.
      let readable = output.readable.filter { $0 }.count
      let parsed = trees.count - trees.filter { $0 == nil }.count
      if readable >= Self.parseAllMinimum && 2 * parsed >= readable {
        let rest = inputs.indices.filter { output.readable[$0] && trees[$0] == nil && output.oversized[$0] == nil }
        words = []
        for (i, result) in parse(indices: rest, stage: "search", output: &output, { _, _ in true }) {
          switch result {
          case .failure(let problem): output.problems.append(LintProblem(kind: .io, message: problem.description))
          case .success(let tree): trees[i] = tree
          }
        }
        parseAll = true
      }
    }
    return output
  }

  /// Reads the inputs at `indices` in parallel, keeps those `wanted` says can matter, lexes
  /// and parses them. Results in `indices` order; nil trees for files not wanted, and for
  /// files larger than `maxFileBytes` (recorded in `output.oversized`, never asked about).
  /// `wanted` is given the input's index and bytes.
  func parse(
    indices: [Int], stage: String, output: inout Output, _ wanted: @escaping @Sendable (Int, [UInt8]) -> Bool
  ) -> [(Int, Result<SyntaxTree?, FileProblem>)] {
    let busy = BusyTimes()
    let counter = ProgressCounter(stage: stage, total: indices.count, report: progress)
    let inputs = self.inputs
    let cwd = currentDirectory
    let releasesTokens = options.analyzeAll
    let maxFileBytes = self.maxFileBytes
    let oversized = OversizedFiles()
    let start = ContinuousClock.now
    let results = WorkerPool.map(count: indices.count, jobs: jobs) { k -> Result<SyntaxTree?, FileProblem> in
      defer { counter.step() }
      let input = inputs[indices[k]]
      var lap = ContinuousClock.now
      let bytes: [UInt8]
      if let stdin = input.stdin {
        bytes = stdin
      } else {
        switch SourceReader.read(SourceReader.absolute(input.path, in: cwd)) {
        case .success(let read): bytes = read
        case .failure(let problem): return .failure(FileProblem(path: input.path, reason: problem.reason))
        }
      }
      lap = busy.add(.read, since: lap)
      if bytes.count > maxFileBytes {
        oversized.add(indices[k], size: bytes.count)
        return .success(nil)
      }
      let keep = wanted(indices[k], bytes)
      lap = busy.add(.prefilter, since: lap)
      guard keep else { return .success(nil) }
      let source = SourceFile(path: input.path, bytes: bytes)
      let stream = Lexer.tokenize(source.bytes, jobs: jobs)
      lap = busy.add(.lex, since: lap)
      let tree = Parser.parse(source, stream: stream, bodyJobs: jobs)
      // With `--analyze-all` every file is kept until the end, most of them read again only
      // to build flow graphs that are counted and dropped: their tokens are lexed again then.
      if releasesTokens { tree.releaseTokens() }
      _ = busy.add(.parse, since: lap)
      return .success(tree)
    }
    output.clock.apportion((ContinuousClock.now - start).seconds, busy)
    output.oversized.merge(oversized.sizes) { first, _ in first }
    return Array(zip(indices, results))
  }

  /// Builds the program of the parsed files, its flow graphs and the rules' findings.
  private func analyse(trees: [SyntaxTree?], queries: NameQueries?, output: inout Output) -> Program {
    let files = trees.indices.compactMap { i in trees[i].map { ParsedFile(tree: $0, isLinted: inputs[i].isLinted) } }
    let program = Program(files: files, options: options, jobs: jobs, queries: queries)
    var start = ContinuousClock.now
    _ = program.index
    start = output.clock.add(.index, since: start)

    // Flow graphs for every file that needs them (all files with `--analyze-all`), in parallel
    // up front rather than on demand by the first rule that asks, and side by side each linted
    // analysed file's scopes and outcome facts; then its obligations beside the program's
    // category table: the analyses the rules read. A program of one large file then keeps
    // every thread busy, not one (see `FactTask`).
    let analysed = files.indices.filter { files[$0].isLinted && program.isAnalysed(files[$0]) }
    let flowCounter = ProgressCounter(stage: "flow", total: files.count, report: progress)
    func run(_ tasks: [FactTask]) -> [Int] {
      WorkerPool.map(count: tasks.count, jobs: jobs) { index -> Int in
        switch tasks[index] {
        case .flow(let i):
          defer { flowCounter.step() }
          return program.prepareFlow(for: files[i])
        case .facts(let i):
          let facts = ProgramFacts.of(program)
          _ = facts.scopes(ofFile: i)
          _ = facts.outcomeFacts(inFile: i)
        case .obligations(let i):
          _ = program.obligations(for: files[i])
        case .categories:
          _ = ProgramFacts.of(program).categoryTable
        }
        return 0
      }
    }
    let graphCounts = run(FactTask.tasks(sizes: files.map { $0.tree.source.bytes.count }, analysed: analysed))
    _ = run(FactTask.afterGraphs(analysed: analysed))
    output.flowGraphs = graphCounts.reduce(0, +)
    start = output.clock.add(.flow, since: start)

    // Rules, per linted file, on large-stack workers (analyses recurse to their caps).
    let linted = files.filter(\.isLinted)
    let ruleCounter = ProgressCounter(stage: "rules", total: linted.count, report: progress)
    let runner = self.runner
    let perFile = WorkerPool.map(count: linted.count, jobs: jobs) { index -> ([Finding], Bool) in
      defer { ruleCounter.step() }
      let file = linted[index]
      return (runner(file, program), program.isAnalysed(file))
    }
    output.linted = zip(linted, perFile).map { ($0, $1.0, $1.1) }
    output.program = program
    _ = output.clock.add(.rules, since: start)
    return program
  }
}

/// The stages a run reports with `--timing`, in order.
enum Stage: Int, CaseIterable {
  case read, prefilter, lex, parse, index, flow, rules

  /// The name printed.
  var name: String {
    switch self {
    case .read: "read"
    case .prefilter: "prefilter"
    case .lex: "lex"
    case .parse: "parse"
    case .index: "index"
    case .flow: "flow"
    case .rules: "rules"
    }
  }
}

/// Wall-clock seconds per stage, summed over the rounds of a run.
struct StageClock {
  private(set) var seconds = [Double](repeating: 0, count: Stage.allCases.count)

  /// Adds the time since `start` to `stage`; returns now.
  mutating func add(_ stage: Stage, since start: ContinuousClock.Instant) -> ContinuousClock.Instant {
    let now = ContinuousClock.now
    seconds[stage.rawValue] += (now - start).seconds
    return now
  }

  /// Shares the wall time of a pass whose files each went through several stages (read, scan,
  /// lex, parse on one worker) among those stages, in proportion to the threads' busy time.
  mutating func apportion(_ wall: Double, _ busy: BusyTimes) {
    let parts = busy.seconds
    let total = parts.reduce(0, +)
    guard total > 0 else { return }
    for stage in Stage.allCases { seconds[stage.rawValue] += wall * parts[stage.rawValue] / total }
  }

  /// One timing per stage.
  var timings: [StageTiming] { Stage.allCases.map { StageTiming(stage: $0.name, seconds: seconds[$0.rawValue]) } }
}

/// Busy time per stage summed over worker threads.
final class BusyTimes: @unchecked Sendable {
  private let lock = NSLock()
  private var parts = [Double](repeating: 0, count: Stage.allCases.count)

  /// Adds the time since `start` to `stage`; returns now.
  func add(_ stage: Stage, since start: ContinuousClock.Instant) -> ContinuousClock.Instant {
    let now = ContinuousClock.now
    let s = (now - start).seconds
    lock.lock()
    parts[stage.rawValue] += s
    lock.unlock()
    return now
  }

  /// The sums so far.
  var seconds: [Double] {
    lock.lock()
    defer { lock.unlock() }
    return parts
  }
}

/// One piece of the flow stage: a file's graphs; a linted analysed file's scopes and outcome
/// facts, or its obligations; or the program's table of evaluation categories. The analyses
/// wait for one another through their caches, so the order only decides what runs side by
/// side. The stage runs in two passes. First every file's graphs, with the analysed files'
/// facts ahead of them, very large files first so that none is left to run alone at the end.
/// Then the category table beside the obligations: the first obligation builds the summaries
/// of the whole program, which read every analysed file's graphs. Asked for while graphs were
/// still being built (as one pass did), the summaries built the rest of them on one thread
/// while the other waited for them, and the category table then ran alone: 8 copies of the
/// rule fixtures spent about 3.5 s of each analysis round on one thread.
enum FactTask: Equatable {
  case flow(Int)
  case facts(Int)
  case obligations(Int)
  case categories

  /// Files of at least this many bytes have their graphs built first.
  static let largeFile = 1 << 20

  /// The first pass: the facts of each analysed file; every file's flow, files of `largeFile`
  /// bytes or more first (larger first, ties in file order).
  static func tasks(sizes: [Int], analysed: [Int]) -> [FactTask] {
    var tasks: [FactTask] = analysed.map { .facts($0) }
    tasks.reserveCapacity(sizes.count + analysed.count)
    // Very large files first (by size), so that none runs alone at the end; the rest in file
    // order, which measured a little faster on a real tree than by size.
    let large = sizes.indices.filter { sizes[$0] >= largeFile }.sorted { sizes[$0] > sizes[$1] }
    tasks += large.map { .flow($0) }
    tasks += sizes.indices.filter { sizes[$0] < largeFile }.map { .flow($0) }
    return tasks
  }

  /// The second pass: the category table (one long task) first, beside the analysed files'
  /// obligations (the first of which builds the program's summaries).
  static func afterGraphs(analysed: [Int]) -> [FactTask] {
    analysed.isEmpty ? [] : [.categories] + analysed.map { .obligations($0) }
  }
}

/// The inputs a pass found larger than `Pipeline.maxFileBytes`, written by its workers.
private final class OversizedFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var found: [Int: Int] = [:]

  func add(_ index: Int, size: Int) {
    lock.lock()
    found[index] = size
    lock.unlock()
  }

  var sizes: [Int: Int] {
    lock.lock()
    defer { lock.unlock() }
    return found
  }
}
