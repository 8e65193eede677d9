#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The function bodies of one file that the parser skipped: each is read when first asked for.
///
/// Why: a run keeps every file's declarations for the whole program, but most bodies are read
/// once (to build flow graphs that are counted and dropped) or never. Kept parsed, they were
/// three quarters of a run's memory. The parser records where each body of a declaration
/// starts and ends (its braces match, see `SyntaxParser.parseDeclarationBody`); the body is
/// parsed from the same tokens on first use, exactly as the whole-file parse would have
/// parsed it, and kept. `transientBlock` parses without keeping, for a reader that needs a
/// body once and wants its memory back at once. A file with an error outside its bodies is
/// parsed whole instead (`Parser.parse`): the parser's recovery after an error depends on
/// every error before it. Within a body whose own parse runs past its `}` (broken code), the
/// only difference left is where "expected '}'" is reported (see `LazyBodyTests`).
///
/// Thread-safe: a body is parsed under the file's lock, so every reader of a kept body sees
/// the same objects (analyses key tables by object identity).
public final class LazyBodies: @unchecked Sendable {
  private let bytes: [UInt8]
  private let tokens: TokenStore
  private let maxDepth: Int
  /// Threads one very large body may be parsed on (`ChunkedBody`).
  private let jobs: Int
  /// Per body: the `{` and `}` token, and the parser's nesting depth at the `{`.
  private var spans: [(lbrace: Int32, rbrace: Int32, depth: Int32)] = []
  /// Per body: the parsed block once kept (allocated when the first one is kept: most files
  /// of a large run never keep one).
  private var kept: [Block?] = []
  /// The diagnostics of kept bodies that have any.
  private var keptDiagnostics: [Int32: [ParseDiagnostic]] = [:]
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init(bytes: [UInt8], tokens: TokenStore, maxDepth: Int, jobs: Int) {
    self.bytes = bytes
    self.tokens = tokens
    self.maxDepth = maxDepth
    self.jobs = jobs
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The number of skipped bodies.
  public var count: Int { spans.count }

  /// Records a skipped body (parser only, before the tree is shared); returns its slot.
  func add(lbrace: Int, rbrace: Int, depth: Int) -> Int32 {
    spans.append((Int32(lbrace), Int32(rbrace), Int32(depth)))
    return Int32(spans.count - 1)
  }

  /// Ends the parse: the table keeps no spare room (parser only).
  func seal() {
    spans = spans.withUnsafeBufferPointer { Array($0) }
  }

  /// The `{` token of a body.
  func lbrace(_ slot: Int32) -> TokenIndex { spans[Int(slot)].lbrace }

  /// The body in `slot`, parsed on first use and kept.
  func block(_ slot: Int32) -> Block {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    let i = Int(slot)
    if kept.isEmpty {
      kept = Array(repeating: nil, count: spans.count)
    } else if let block = kept[i] {
      return block
    }
    let (block, diagnostics) = parse(i)
    kept[i] = block
    if !diagnostics.isEmpty { keptDiagnostics[slot] = diagnostics }
    return block
  }

  /// The body in `slot`: the kept one if it was parsed already, else a fresh parse that is not
  /// kept (released when the caller lets go of it).
  func transientBlock(_ slot: Int32) -> Block {
    pthread_mutex_lock(mutex)
    let existing = kept.isEmpty ? nil : kept[Int(slot)]
    pthread_mutex_unlock(mutex)
    return existing ?? parse(Int(slot)).block
  }

  /// Every body's diagnostics, parsing (and keeping) the bodies not read yet.
  func allDiagnostics() -> [ParseDiagnostic] {
    var all: [ParseDiagnostic] = []
    for slot in 0..<count {
      _ = block(Int32(slot))
      pthread_mutex_lock(mutex)
      all += keptDiagnostics[Int32(slot)] ?? []
      pthread_mutex_unlock(mutex)
    }
    return all
  }

  private func parse(_ i: Int) -> (block: Block, diagnostics: [ParseDiagnostic]) {
    let span = spans[i]
    let prepared = tokens.prepared
    let cuts = ChunkedBody.cuts(
      codes: prepared.codes, lbrace: Int(span.lbrace), rbrace: Int(span.rbrace), parts: jobs)
    if !cuts.isEmpty,
      let parsed = ChunkedBody.parse(
        bytes: bytes, tokens: prepared.tokens, codes: prepared.codes, maxDepth: maxDepth, lbrace: Int(span.lbrace),
        rbrace: Int(span.rbrace), depth: Int(span.depth), cuts: cuts)
    {
      return parsed
    }
    var parser = SyntaxParser(
      bytes: bytes, preparedTokens: prepared.tokens, codes: prepared.codes, maxDepth: maxDepth,
      range: Int(span.lbrace)...Int(span.rbrace))
    parser.depth = Int(span.depth)
    let block = parser.parseBlock()
    return (block, parser.diagnostics)
  }
}

/// Where a declaration's body is: parsed with the file, skipped for later (`LazyBodies`), or
/// absent (a protocol requirement, a bodyless declaration).
enum DeclarationBody {
  case none
  case parsed(Block)
  case skipped(LazyBodies, slot: Int32)

  /// The `{` token, without parsing.
  var lbrace: TokenIndex? {
    switch self {
    case .none: nil
    case .parsed(let block): block.lbrace
    case .skipped(let bodies, let slot): bodies.lbrace(slot)
    }
  }
}
