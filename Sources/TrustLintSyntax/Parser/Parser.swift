/// Builds a `SyntaxTree` from a file. Never throws, never stops early: problems become
/// `ParseDiagnostic`s and `.unparsed`/`.opaque` spans, and every later declaration is still read.
///
/// The tree's `tokens` are the lexer's tokens with one adjustment Swift's own parser makes too:
/// operator tokens glued to a closing `>` (`>>`, `>?`, `>=`) and left-bound `?`/`!` followed by
/// more operator characters are split into one-character tokens, so that `Array<Set<Int>>` and
/// `x?.y` read naturally. Token indices in the tree refer to this adjusted array.
public enum Parser {
  /// Nesting (statements, expressions, types, patterns and long chains) beyond which a region
  /// is skipped as one opaque node. Also bounds the depth of the tree, hence of tree walks.
  /// Measured stack need at this limit (worst of the hostile inputs in the tests): under
  /// 0.5 MB in a release build, about 4 MB in a debug build; run parses on threads with at
  /// least that much stack.
  public static let defaultMaxDepth = 200

  /// Lexes and parses a file.
  public static func parse(_ source: SourceFile) -> SyntaxTree {
    parse(source, stream: Lexer.tokenize(source.bytes))
  }

  /// Parses a file already lexed. The bodies of declarations are skipped and parsed when first
  /// read (`LazyBodies`), unless `skipsBodies` is false; the tree reads the same either way.
  /// A very large body may be parsed on up to `bodyJobs` threads (`ChunkedBody`).
  public static func parse(
    _ source: SourceFile, stream: TokenStream, maxDepth: Int = defaultMaxDepth, skipsBodies: Bool = true,
    bodyJobs: Int = 1
  ) -> SyntaxTree {
    var parser = SyntaxParser(
      bytes: source.bytes, tokens: stream.tokens, maxDepth: max(8, maxDepth), jobs: bodyJobs)
    guard skipsBodies else { return whole(&parser, source, stream) }
    let store = TokenStore(bytes: source.bytes, tokens: parser.toks, codes: parser.codes)
    let bodies = LazyBodies(bytes: source.bytes, tokens: store, maxDepth: parser.maxDepth, jobs: bodyJobs)
    var fresh = parser
    parser.lazyBodies = bodies
    let items = parser.parseStmtList(.topLevel)
    if !parser.diagnostics.isEmpty && bodies.count > 0 {
      // A file with errors outside its bodies: after an error the parser's recovery depends on
      // the errors made before (in bodies too), so it is parsed whole, as the reference reads it.
      return whole(&fresh, source, stream)
    }
    bodies.seal()
    return SyntaxTree(
      source: source, tokenStore: store, comments: stream.comments, items: items, diagnostics: parser.diagnostics,
      lazyBodies: bodies)
  }

  /// The whole file parsed at once, bodies included.
  private static func whole(_ parser: inout SyntaxParser, _ source: SourceFile, _ stream: TokenStream) -> SyntaxTree {
    let items = parser.parseStmtList(.topLevel)
    return SyntaxTree(
      source: source, tokens: parser.toks, comments: stream.comments, items: items, diagnostics: parser.diagnostics)
  }
}
