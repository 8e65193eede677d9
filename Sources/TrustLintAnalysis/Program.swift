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

/// All files of a run as one program: the index, which files are analysed, and the
/// function summaries computed to a fixed point. (Placeholder until issue 3.)
public final class Program: @unchecked Sendable {
  public let files: [ParsedFile]
  public let options: AnalysisOptions
  /// Whole-program analyses (index, summaries, category tables), built once and shared by rules.
  public let cache = AnalysisCache()
  public init(files: [ParsedFile], options: AnalysisOptions) {
    self.files = files
    self.options = options
  }
  /// Whether RULES.md says this file is analysed (imports TrustInsights or names an evaluation type).
  public func isAnalysed(_ file: ParsedFile) -> Bool { false }
}
