/// Builds a `SyntaxTree` from a file. Never throws, never stops early.
/// (Placeholder: the real parser lands with issue 2.)
public enum Parser {
  /// Lexes and parses a file.
  public static func parse(_ source: SourceFile) -> SyntaxTree {
    let stream = Lexer.tokenize(source.bytes)
    return SyntaxTree(source: source, tokens: stream.tokens, comments: stream.comments, items: [], diagnostics: [])
  }
}
