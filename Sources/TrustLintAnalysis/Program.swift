import Foundation
import TrustLintSyntax

/// One parsed file of the run.
public final class ParsedFile: @unchecked Sendable {
  public let tree: SyntaxTree
  /// True when findings may be reported for this file (it was named or found by the walk,
  /// as opposed to read only for declarations from the project root).
  public let isLinted: Bool
  public init(tree: SyntaxTree, isLinted: Bool) {
    self.tree = tree
    self.isLinted = isLinted
  }
  public var path: String { tree.source.path }
  /// Per-file analyses (flow graphs, facts), built once and shared by rules.
  public let cache = AnalysisCache()
}

/// All files of a run as one program: the declaration index, which files are analysed, and
/// (through `Program+Flow.swift`) flow graphs, function summaries and obligation results.
/// Everything is immutable or built once through `cache`, so any thread may ask.
public final class Program: @unchecked Sendable {
  public let files: [ParsedFile]
  public let options: AnalysisOptions
  /// Whole-program analyses (index, summaries, category tables), built once and shared by rules.
  public let cache = AnalysisCache()
  private let positions: [ObjectIdentifier: Int]
  /// Threads the index (and program-wide lookups that parse many files' bodies) may use for
  /// their per-file passes.
  let jobs: Int
  /// Where the index and the facts record lookups by name (see `NameQueries`); nil: not recorded.
  public let queries: NameQueries?

  /// A program of these files. The index is built on first use with up to `jobs` threads;
  /// `queries`, when given, records every lookup by name the analyses make.
  public init(files: [ParsedFile], options: AnalysisOptions, jobs: Int = 1, queries: NameQueries? = nil) {
    self.files = files
    self.options = options
    self.jobs = max(1, jobs)
    self.queries = queries
    var positions: [ObjectIdentifier: Int] = [:]
    for (i, f) in files.enumerated() { positions[ObjectIdentifier(f)] = i }
    self.positions = positions
  }

  /// The index once built: analyses ask for it at almost every call they look at, and the
  /// cache's lookup by name (hashing the key, casting the value) was 3% of a run over files
  /// that all use TrustInsights. Read and written under `builtLock`.
  private var built: ProgramIndex?
  private let builtLock = NSLock()

  /// The declaration index over every file (built on first use).
  public var index: ProgramIndex {
    builtLock.lock()
    let known = built
    builtLock.unlock()
    if let known { return known }
    // Built through the cache, which makes concurrent first askers wait for one builder.
    let made = cache.value("program.index") {
      ProgramIndex(trees: files.map { $0.tree }, jobs: jobs, queries: queries, baseDirectory: options.baseDirectory)
    }
    builtLock.lock()
    built = made
    builtLock.unlock()
    return made
  }

  /// The position of a file in `files` (nil for a file of another program).
  public func position(of file: ParsedFile) -> Int? { positions[ObjectIdentifier(file)] }

  /// Whether RULES.md says this file is analysed: it imports `TrustInsights` (also inside
  /// `#if canImport(…)`) or names an evaluation type (`InsightEvaluation`, `InsightEvaluator`,
  /// or an alias of them declared anywhere in the program).
  public func isAnalysed(_ file: ParsedFile) -> Bool {
    guard let i = position(of: file) else { return false }
    return index.analysedFiles[i]
  }
}
