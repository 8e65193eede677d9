#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The tokens of one file, which a run over a large tree may let go of between uses and lex
/// again when next asked for: lexing is several times faster than parsing, and the tokens
/// (12 bytes each, about one per 8 bytes of source) were a quarter of such a run's memory.
///
/// Relexing gives the same tokens: the lexer and the parser's token preparation are functions
/// of the bytes alone. Thread-safe; a reader keeps the array it was given (a value) even if
/// the store lets go of its copy meanwhile.
public final class TokenStore: @unchecked Sendable {
  private let bytes: [UInt8]
  /// The number of tokens (known without lexing again).
  public let count: Int
  private var tokens: [Token]?
  private var codes: [TK]?
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init(bytes: [UInt8], tokens: [Token], codes: [TK]?) {
    self.bytes = bytes
    self.count = tokens.count
    self.tokens = tokens
    self.codes = codes
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The tokens, lexed again if they were let go of.
  var all: [Token] {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let tokens { return tokens }
    return relex().tokens
  }

  /// The tokens with the parser's code of each (for parsing a skipped body).
  var prepared: (tokens: [Token], codes: [TK]) {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let tokens, let codes { return (tokens, codes) }
    return relex()
  }

  /// Lets go of the tokens until next asked for.
  func release() {
    pthread_mutex_lock(mutex)
    tokens = nil
    codes = nil
    pthread_mutex_unlock(mutex)
  }

  /// Lexes and prepares the tokens again (under the lock) and keeps them.
  private func relex() -> (tokens: [Token], codes: [TK]) {
    let parser = SyntaxParser(bytes: bytes, tokens: Lexer.tokenize(bytes).tokens, maxDepth: Parser.defaultMaxDepth)
    tokens = parser.toks
    codes = parser.codes
    return (parser.toks, parser.codes)
  }
}
