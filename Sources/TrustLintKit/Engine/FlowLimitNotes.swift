import TrustLintAnalysis

/// Bodies the flow analysis gave up on. A flow graph that passed the builder's size or nesting
/// limit (`GraphBuilder.maxNodes`, `maxDepth`) gets no findings of the rules that follow paths
/// (a partial graph would report leaks that are not there). Silence there would read as
/// "clean", so a note names the body and its line, as `SyntaxNotes` does for a file that does
/// not parse. Only for analysed files, whose graphs the rules read (and the cache keeps).
enum FlowLimitNotes {
  /// One note per body of `file` whose graph the builder cut short and that names or creates
  /// an evaluation (another body has no report to miss: a note there is noise on every run).
  /// `path` is how reports show the file.
  static func notes(for file: ParsedFile, graphs: [FlowGraph], shownAs path: String) -> [String] {
    graphs.filter { $0.isTruncated && $0.followsEvaluations }.map { graph in
      let at = file.tree.location(of: graph.startToken)
      return "\(path):\(at.line):\(at.column): the flow of '\(graph.name)' is too large or too deeply "
        + "nested to follow, so the findings that follow its paths (missing and duplicate reports) are not "
        + "reported for it; split it to have it checked"
    }
  }
}
