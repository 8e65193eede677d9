import Foundation

/// A very large file lexed in parts on several threads, with the same tokens and comments as
/// one pass.
///
/// Why: a file of 20 MB is otherwise lexed on one thread while the others wait for it.
///
/// How: each part after the first starts at a line break or `;` near its share of the file
/// and lexes one token there, which may be wrong (the spot may lie in a comment or a
/// literal). What it records is where its second token starts and the scanner's state there.
/// The part before it runs until it reaches a token outside any literal at or after that
/// offset. If it stops exactly there with the same state (the previous token's regex and
/// key-path facts, availability parentheses, pending line break, whether whitespace comes
/// before), every later token is the same as one pass would give, because the scanner's
/// output from a position depends only on that state and the bytes; the part's output
/// is then taken from its second token on. Otherwise the part before simply goes on lexing,
/// and the guess is thrown away. The scanner's memo fields (`placeholderScan` and the like)
/// only save repeated scans and are not part of the state.
extension Lexer {
  /// Files smaller than this are lexed in one pass. (A variable so that tests can cut small files.)
  nonisolated(unsafe) static var partsMinimumBytes = 4 << 20
  /// No part is shorter than this many bytes.
  nonisolated(unsafe) static var partMinimumBytes = 2 << 20
  /// Parts whose output was used so far (read by tests, which must see parts used).
  static var partsUsed: Int { used.value }
  private static let used = SharedCounter()

  /// Lexes a file, in parts on up to `jobs` threads when it is very large.
  public static func tokenize(_ bytes: [UInt8], jobs: Int) -> TokenStream {
    let parts = min(jobs, bytes.count / max(1, partMinimumBytes))
    guard parts > 1, bytes.count >= partsMinimumBytes else { return tokenize(bytes) }
    return tokenize(bytes, near: (1..<parts).map { $0 * bytes.count / parts })
  }

  /// Lexes a file in parts that start near the offsets `targets` (ascending).
  static func tokenize(_ bytes: [UInt8], near targets: [Int]) -> TokenStream {
    guard !bytes.isEmpty else { return tokenize(bytes) }
    return bytes.withUnsafeBufferPointer { buf in
      LexerChars.table.withUnsafeBufferPointer { table in
        inParts(buf.baseAddress!, buf.count, table.baseAddress!, targets: targets)
      }
    }
  }

  /// The scanner's state that decides the tokens after `pos` (see the type's comment).
  struct PartState: Equatable {
    var pos: Int
    var prev: UInt8
    var prevKeyword: UInt8
    var preferRegex: Bool
    var keyPath: Bool
    var availabilityPending: Bool
    var availabilityDepth: Int
    var pendingNewline: Bool
    var spaceBefore: Bool

    init(_ s: Scanner) {
      pos = s.pos
      prev = s.prev
      prevKeyword = s.prevKeyword
      preferRegex = s.preferRegex
      keyPath = s.keyPath
      availabilityPending = s.availabilityPending
      availabilityDepth = s.availabilityDepth
      pendingNewline = s.pendingNewline
      spaceBefore = s.lastEnd != s.pos
    }
  }

  private static func inParts(
    _ p: UnsafePointer<UInt8>, _ n: Int, _ cls: UnsafePointer<UInt8>, targets: [Int]
  ) -> TokenStream {
    let parts = targets.count + 1
    // Room for the densest code (`a=b+1;` is a token per two bytes): growing copies the buffer,
    // and untouched room costs no memory.
    let partCapacity = n / parts / 2 + 16
    var first = Scanner(p, n, cls)
    first.out.release()
    first.out = TokenBuffer(capacity: partCapacity)
    var scanners = [first]
    var states: [PartState?] = [nil]
    var from = 0
    for target in targets {
      guard let start = restartPoint(p, n, near: max(from, target)) else { break }
      var s = Scanner(p, n, cls)
      s.pos = start
      _ = s.skipTrivia(stopAtNewline: false)
      if s.pos < n {
        s.lexToken()
        if s.frames.isEmpty { _ = s.skipTrivia(stopAtNewline: false) }
      }
      // The guess's first token is dropped (the part before lexes it), and with it the buffer.
      s.out.release()
      guard s.pos < n, s.frames.isEmpty else { break }
      // What the part before records up to here it keeps; from here on this part's output is used.
      s.comments.removeAll()
      s.out = TokenBuffer(capacity: partCapacity)
      states.append(PartState(s))
      scanners[scanners.count - 1].stopAt = s.pos
      scanners.append(s)
      from = s.pos + 1
    }
    // Each thread runs the scanner in its own slot.
    let count = scanners.count
    let slots = UnsafeMutablePointer<Scanner>.allocate(capacity: count)
    slots.initialize(from: scanners, count: count)
    scanners = []
    defer {
      slots.deinitialize(count: count)
      slots.deallocate()
    }
    let shared = SendablePointer(slots)
    ParallelRun.run(count: count) { k in shared.pointer[k].run() }
    return join(slots, count, states)
  }

  /// The accepted parts' tokens and comments in order; a part whose start state the part before
  /// does not reach is dropped, and the part before lexes on over it.
  private static func join(_ scanners: UnsafeMutablePointer<Scanner>, _ count: Int, _ states: [PartState?])
    -> TokenStream
  {
    var tokens: [Token] = []
    tokens.reserveCapacity((0..<count).reduce(1) { $0 + scanners[$1].out.count })
    var comments: [Comment] = []
    var active = 0
    var next = 1
    while true {
      if scanners[active].finished || next >= count {
        if !scanners[active].finished {
          scanners[active].stopAt = Int.max
          scanners[active].run()
        }
        scanners[active].out.drain(into: &tokens)
        comments += scanners[active].comments
        break
      }
      if PartState(scanners[active]) == states[next] {
        scanners[active].out.drain(into: &tokens)
        comments += scanners[active].comments
        // The part's first token was lexed by the part before; whether whitespace follows it
        // was seen by the part, when it lexed the token after it.
        if scanners[next].out.scratchFlags.contains(.spaceAfter), !tokens.isEmpty {
          tokens[tokens.count - 1].flags.insert(.spaceAfter)
        }
        active = next
        used.next()
      } else {
        scanners[next].out.release()
        scanners[active].stopAt = next + 1 < count ? states[next + 1]!.pos : Int.max
        scanners[active].run()
      }
      next += 1
    }
    // Parts after the one that reached the end of the file are not used.
    while next < count {
      scanners[next].out.release()
      next += 1
    }
    return TokenStream(tokens: tokens, comments: comments)
  }

  /// A line break or `;` at or after `from`, within a bounded search; nil when none is found.
  private static func restartPoint(_ p: UnsafePointer<UInt8>, _ n: Int, near from: Int) -> Int? {
    let limit = min(n, from + (1 << 20))
    var i = from
    while i < limit {
      if p[i] == 0x0A || p[i] == 0x3B { return i }
      i += 1
    }
    return nil
  }
}
