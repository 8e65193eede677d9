import Foundation

/// Parses one very large body on several threads, with the same result as one parse.
///
/// Why: a body of a million statements (generated or minified code, or the 20 MB
/// single line) is parsed on one thread while every other core waits for it. Its statement
/// list is cut after `;` tokens that sit directly in the body (no bracket of any kind open),
/// and each part is parsed from its first token by a parser that stops at the next cut.
///
/// Why the result is the same: at a cut the whole-body parser has just consumed a `;` between
/// two statements of the body's list, which is the state a fresh parser starts in (same
/// nesting depth, no diagnostics, no trailing-closure restriction). Nothing at that level
/// continues past a `;`. That argument needs a clean parse, so the parts are kept only when
/// no part reports a diagnostic, every part but the last stops exactly at its cut, the body
/// has no `#if` (its clauses are statement lists of their own), and the parts' backtracking
/// stays within the one budget of the whole body. Otherwise the body is parsed on one thread,
/// as before (`LazyBodyTests` compares both on the corpus, every fixture and their mutants).
enum ChunkedBody {
  /// Bodies with fewer tokens are parsed on one thread: a thread costs more than it saves.
  /// (Variables so that tests can cut the fixtures' small bodies.)
  nonisolated(unsafe) static var minimumTokens = 200_000
  /// No part has fewer tokens than this.
  nonisolated(unsafe) static var minimumPart = 50_000
  /// Bodies parsed in parts so far (read by tests, which must see that parts were used).
  static var partedBodies: Int { parted.value }
  private static let parted = SharedCounter()

  /// The first token of each part after the first: tokens that follow a `;` directly in the
  /// body, about evenly spaced. Empty when the body has an `#if` or no usable `;`.
  static func cuts(codes: [TK], lbrace: Int, rbrace: Int, parts: Int) -> [Int] {
    let length = rbrace - lbrace
    guard parts > 1, length >= minimumTokens else { return [] }
    let count = min(parts, length / max(1, minimumPart))
    guard count > 1 else { return [] }
    var cuts: [Int] = []
    var level = 0
    var next = lbrace + length / count
    return codes.withUnsafeBufferPointer { c in
      var j = lbrace + 1
      while j < rbrace {
        let code = c[j]
        switch code {
        case .lparen, .lbracket, .lbrace: level += 1
        case .rparen, .rbracket, .rbrace: level -= 1
        case .dIf, .dElseif, .dElse, .dEndif: return []
        case .semicolon:
          if level == 0 && j + 1 >= next && j + 1 < rbrace {
            cuts.append(j + 1)
            next = lbrace + (cuts.count + 1) * length / count
          }
        default: break
        }
        j += 1
      }
      return cuts.count < count ? cuts : Array(cuts.prefix(count - 1))
    }
  }

  /// The body `{ … }` from `lbrace` to `rbrace` parsed in parts at `cuts`, or nil when the
  /// parts cannot be shown to read as one parse (then the caller parses it whole).
  static func parse(
    bytes: [UInt8], tokens: [Token], codes: [TK], maxDepth: Int, lbrace: Int, rbrace: Int, depth: Int, cuts: [Int]
  ) -> (block: Block, diagnostics: [ParseDiagnostic])? {
    let starts = [lbrace + 1] + cuts
    let results = PartResults(count: starts.count)
    let budget = 4 * (rbrace - lbrace + 1) + 64
    let run: @Sendable (Int) -> Void = { k in
      let last = k == starts.count - 1
      var parser = SyntaxParser(
        bytes: bytes, preparedTokens: tokens, codes: codes, maxDepth: maxDepth,
        range: starts[k]...rbrace, stop: last ? nil : starts[k + 1], reparseLimit: budget)
      parser.depth = depth
      let stmts = parser.parseStmtList(.block)
      let close = last ? parser.closeBrace() : TokenIndex(parser.pos)
      results.set(
        k,
        Part(
          stmts: stmts, diagnostics: parser.diagnostics, end: parser.pos, close: close,
          reparsed: parser.reparsedTokens))
    }
    ParallelRun.run(count: starts.count, run)
    var parts = results.take()
    var reparsed = 0
    for (k, part) in parts.enumerated() {
      let last = k == parts.count - 1
      guard part.diagnostics.isEmpty || last, last || part.end == starts[k + 1] else { return nil }
      reparsed += part.reparsed
    }
    guard reparsed <= budget else { return nil }
    parted.next()
    let close = parts[parts.count - 1].close
    let diagnostics = parts[parts.count - 1].diagnostics
    return (Block(stmts: joined(&parts), lbrace: TokenIndex(lbrace), rbrace: close), diagnostics)
  }

  /// The parts' statements in one array, moved rather than copied: a copy retains every
  /// statement once more and releases it again with the part (a million of each).
  private static func joined(_ parts: inout [Part]) -> [Stmt] {
    let total = parts.reduce(0) { $0 + $1.stmts.count }
    return [Stmt](unsafeUninitializedCapacity: total) { out, initialized in
      var at = 0
      for k in parts.indices {
        let n = parts[k].stmts.count
        parts[k].stmts.withUnsafeMutableBufferPointer { from in
          guard let source = from.baseAddress else { return }
          (out.baseAddress! + at).moveInitialize(from: source, count: n)
          // The moved-from slots hold a statement without references, for the part to drop.
          source.initialize(repeating: .unparsed(first: 0, last: 0), count: n)
        }
        at += n
      }
      initialized = total
    }
  }

  /// What parsing one part gave.
  struct Part {
    var stmts: [Stmt]
    var diagnostics: [ParseDiagnostic]
    var end: Int
    var close: TokenIndex
    var reparsed: Int
  }

  /// One slot per part, each written by one thread; read after every thread has finished.
  final class PartResults: @unchecked Sendable {
    private var slots: [Part?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ k: Int, _ part: Part) {
      lock.lock()
      slots[k] = part
      lock.unlock()
    }
    /// The parts, moved out (the slots let go of them, so each part's array is uniquely held).
    func take() -> [Part] {
      lock.lock()
      defer { lock.unlock() }
      let parts = slots.map { $0! }
      slots = []
      return parts
    }
  }
}
