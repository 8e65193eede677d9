/// A token index into the file's token array. Every node names its primary
/// token this way; findings turn it into a line and column through the file.
public typealias TokenIndex = Int32

/// A name as written, with the token that spells it (for locations).
public struct Name: Sendable, Hashable {
  /// The identifier text without backticks.
  public var text: String
  /// The token that spells the name.
  public var token: TokenIndex
  public init(text: String, token: TokenIndex) {
    self.text = text
    self.token = token
  }
}

/// A written type, kept as normalised text (no whitespace or comments),
/// e.g. `InsightEvaluation<IsLikelyBeingCoachedInsight>?` or `@escaping()->Void`; one space is
/// kept between two words so that they stay apart (`some View`, `any Error&Sendable`).
public struct TypeRef: Sendable, Hashable {
  public var text: String
  /// First and last token of the type (inclusive).
  public var first: TokenIndex
  public var last: TokenIndex
  public init(text: String, first: TokenIndex, last: TokenIndex) {
    self.text = text
    self.first = first
    self.last = last
  }
}

/// The parsed form of one file.
public final class SyntaxTree: @unchecked Sendable {
  public let source: SourceFile
  /// The lexer's tokens, with glued `>`/`?`/`!` runs split as Swift's parser splits them
  /// (see `Parser`); every `TokenIndex` in the tree points here. Lexed again when they were
  /// let go of (`releaseTokens`): a reader that needs many should keep the array it gets.
  public var tokens: [Token] { tokenStore.all }
  /// The number of tokens (the last one is the end-of-file token).
  public var tokenCount: Int { tokenStore.count }
  /// The tokens, and the parser's codes of them (read by `isStraightLine`).
  let tokenStore: TokenStore
  public let comments: [Comment]
  /// Top-level statements and declarations, in order (`#if` kept as `.ifConfig`).
  public let items: [Stmt]
  /// Parse problems (recoveries) outside skipped bodies.
  private let declarationDiagnostics: [ParseDiagnostic]
  /// The bodies the parser skipped (nil when it skipped none).
  private let lazyBodies: LazyBodies?

  public init(source: SourceFile, tokens: [Token], comments: [Comment], items: [Stmt], diagnostics: [ParseDiagnostic]) {
    self.source = source
    self.tokenStore = TokenStore(bytes: source.bytes, tokens: tokens, codes: nil)
    self.comments = comments
    self.items = items
    self.declarationDiagnostics = diagnostics
    self.lazyBodies = nil
  }

  init(
    source: SourceFile, tokenStore: TokenStore, comments: [Comment], items: [Stmt], diagnostics: [ParseDiagnostic],
    lazyBodies: LazyBodies
  ) {
    self.source = source
    self.tokenStore = tokenStore
    self.comments = comments
    self.items = items
    self.declarationDiagnostics = diagnostics
    self.lazyBodies = lazyBodies.count > 0 ? lazyBodies : nil
  }

  /// Lets go of the tokens (and of the parser's codes kept for skipped bodies) until next asked
  /// for: for a run that keeps many trees whose tokens it reads rarely. Only for a tree that
  /// `Parser.parse` made from the lexer's tokens of its bytes, which lexing again reproduces.
  public func releaseTokens() { tokenStore.release() }

  /// Parse problems (recoveries), in token order; informational, never fatal. Parses every
  /// skipped body.
  public var diagnostics: [ParseDiagnostic] {
    guard let lazyBodies else { return declarationDiagnostics }
    let all = declarationDiagnostics + lazyBodies.allDiagnostics()
    // Stable: the parser reports in reading order, which is token order within each part.
    return all.enumerated().sorted { ($0.element.token, $0.offset) < ($1.element.token, $1.offset) }.map(\.element)
  }

  /// Line and column of a token's first byte.
  public func location(of token: TokenIndex) -> SourceLocation {
    let i = Int(token)
    guard i >= 0 && i < tokenCount else { return source.location(ofOffset: source.bytes.count) }
    return source.location(ofOffset: Int(tokens[i].start))
  }

  /// The source text of one token; empty for an index outside the file, as `location(of:)`
  /// answers the end of the file: a token index of another file's tree read here by mistake
  /// (eea2458) must misread one name, not stop the whole run.
  public func text(of token: TokenIndex) -> String {
    let i = Int(token)
    guard i >= 0 && i < tokenCount else { return "" }
    let t = tokens[i]
    return source.text(from: Int(t.start), to: Int(t.end))
  }

  /// The code from `first` through `last` as tokens only, for messages: the trivia between
  /// two tokens (whitespace, and comments, which a message must not quote: `try await //
  /// reserve first` then `ledger.reserve(cents)` on the next line) becomes one space, none
  /// inside brackets where only a comment stood (`.success(/* calm */ .unknown)` reads
  /// `.success(.unknown)`); tokens written without a gap stay joined.
  public func codeText(from first: TokenIndex, through last: TokenIndex) -> String {
    guard first <= last, first >= 0, Int(last) < tokenCount else { return "" }
    let tokens = self.tokens
    var out = ""
    var previous: (text: String, end: UInt32)?
    for i in Int(first)...Int(last) {
      let t = tokens[i]
      let text = source.text(from: Int(t.start), to: Int(t.end))
      if let p = previous, t.start > p.end {
        let gap = source.text(from: Int(p.end), to: Int(t.start))
        let hasComment = gap.contains("//") || gap.contains("/*")
        let hugs = p.text == "(" || p.text == "[" || text == ")" || text == "]" || text == ","
        if !(hasComment && hugs) { out += " " }
      }
      out += text
      previous = (text, t.end)
    }
    return out
  }

  /// The source text from the first byte of `first` to the last byte of `last`.
  public func text(from first: TokenIndex, through last: TokenIndex) -> String {
    guard first <= last, Int(last) < tokenCount else { return "" }
    let tokens = self.tokens
    return source.text(from: Int(tokens[Int(first)].start), to: Int(tokens[Int(last)].end))
  }
}

/// A recovery the parser made: where and why.
public struct ParseDiagnostic: Sendable {
  public var token: TokenIndex
  public var message: String
  public init(token: TokenIndex, message: String) {
    self.token = token
    self.message = message
  }
}
