/// A growable token array without per-append uniqueness checks, for the lexer's
/// hot path. One slot before the first token is scratch space, so "mark the
/// previous token" needs no emptiness test.
struct TokenBuffer {
  private var storage: UnsafeMutablePointer<Token>
  private var capacity: Int
  private(set) var count = 0

  /// Room for `capacity` tokens before the first growth.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    storage = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity + 1)
    storage.initialize(to: Token(kind: .eof, start: 0, end: 0))
  }

  /// Adds a token at the end.
  @inline(__always)
  mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (storage + 1 + count).initialize(to: token)
    count += 1
  }

  /// Adds `flags` to the last token (or to the scratch slot when there is none).
  @inline(__always)
  mutating func markLast(_ flags: TokenFlags) {
    storage[count].flags.formUnion(flags)
  }

  /// The flags `markLast` gave the scratch slot (marks made before the first token).
  var scratchFlags: TokenFlags { storage[0].flags }

  private mutating func grow() {
    let bigger = capacity * 2
    let fresh = UnsafeMutablePointer<Token>.allocate(capacity: bigger + 1)
    fresh.moveInitialize(from: storage, count: count + 1)
    storage.deallocate()
    storage = fresh
    capacity = bigger
  }

  /// The tokens as an array; frees the buffer, which must not be used afterwards.
  /// Appends the tokens to `tokens` and frees the buffer, which must not be used afterwards.
  mutating func drain(into tokens: inout [Token]) {
    tokens.append(contentsOf: UnsafeBufferPointer(start: storage + 1, count: count))
    storage.deinitialize(count: count + 1)
    storage.deallocate()
    count = 0
    capacity = 0
  }

  /// Frees the buffer without reading it, which must not be used afterwards. (Not
  /// `_ = finish()`: with the array discarded, the optimizer released it before copying the
  /// tokens into it, a use after free that AddressSanitizer showed in a release build.)
  mutating func release() {
    storage.deinitialize(count: count + 1)
    storage.deallocate()
    count = 0
    capacity = 0
  }

  mutating func finish() -> [Token] {
    let result = Array(UnsafeBufferPointer(start: storage + 1, count: count))
    storage.deinitialize(count: count + 1)
    storage.deallocate()
    count = 0
    capacity = 0
    return result
  }
}
