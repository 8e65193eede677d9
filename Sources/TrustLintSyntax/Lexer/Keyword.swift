/// A word with a meaning in Swift's grammar, found by its bytes without allocating.
///
/// Reserved words (those Swift's own lexer classifies as keywords, plus `_`)
/// come first: a token of kind `.keyword` is always one of them. The other
/// cases are contextual words (`get`, `async`, `some`, `override`, …): the
/// lexer gives them kind `.identifier` and the parser decides, using
/// `Keyword(token:in:)` to ask which word an identifier token spells.
public enum Keyword: UInt8, Sendable, CaseIterable {
  // Reserved: kind `.keyword`.
  case `Any`, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`
  case `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`, `func`
  case `guard`, `if`, `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`, `operator`
  case `precedencegroup`, `private`, `protocol`, `public`, `repeat`, `rethrows`, `return`, `self`, `Self`
  case `static`, `struct`, `subscript`, `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`
  case `var`, `where`, `while`
  /// `_`
  case wildcard
  // Contextual: kind `.identifier`.
  case `actor`, `any`, `async`, `await`, `borrowing`, `consume`, `consuming`, `convenience`, `didSet`
  case `distributed`, `dynamic`, `each`, `final`, `get`, `indirect`, `infix`, `isolated`, `lazy`, `macro`
  case `mutating`, `nonisolated`, `nonmutating`, `open`, `optional`, `override`, `package`, `postfix`
  case `prefix`, `required`, `sending`, `set`, `some`, `then`, `unowned`, `weak`, `willSet`, `Type`
  case `Protocol`, `copy`, `discard`, `unsafe`, `modify`, `read`, `yield`, `_modify`, `_read`

  /// Whether the lexer gives this word kind `.keyword` (otherwise `.identifier`).
  public var isReserved: Bool { rawValue <= Keyword.wildcard.rawValue }

  /// The word as written in source.
  public var text: String { self == .wildcard ? "_" : String(describing: self) }

  /// The word a token spells, if any. `nil` for every other token, including
  /// backticked identifiers (`` `default` `` is a plain name).
  public init?(token: Token, in bytes: [UInt8]) {
    guard token.kind == .keyword || token.kind == .identifier else { return nil }
    let start = Int(token.start)
    let count = Int(token.end) - start
    guard count > 0, start + count <= bytes.count else { return nil }
    let table = KeywordTable.shared
    let found = bytes.withUnsafeBufferPointer {
      Keyword.lookup($0.baseAddress! + start, count, table, available: $0.count - start)
    }
    guard let word = found else {
      return nil
    }
    self = word
  }

  /// Finds the word spelled by `count` bytes at `p`; `nil` if none. `available`
  /// is how many bytes may be read from `p` (whole words are loaded when possible).
  @inline(__always)
  static func lookup(_ p: UnsafePointer<UInt8>, _ count: Int, _ table: KeywordTable, available: Int) -> Keyword? {
    guard count <= 16 else { return nil }
    var w0: UInt64 = 0
    var w1: UInt64 = 0
    if available >= 16 {
      let raw = UnsafeRawPointer(p)
      w0 = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      if count < 8 {
        w0 &= (1 &<< UInt64(count &* 8)) &- 1
      } else if count > 8 {
        w1 = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if count < 16 { w1 &= (1 &<< UInt64((count &- 8) &* 8)) &- 1 }
      }
    } else {
      for i in 0..<count {
        if i < 8 {
          w0 |= UInt64(p[i]) << UInt64(i &* 8)
        } else {
          w1 |= UInt64(p[i]) << UInt64((i &- 8) &* 8)
        }
      }
    }
    return table.find(w0, w1)
  }
}

/// Open-addressing hash table from packed word bytes to `Keyword`, built once
/// and never freed (raw memory: no bounds or uniqueness checks on the hot path).
final class KeywordTable: @unchecked Sendable {
  /// The one table, built on first use.
  static let shared = KeywordTable()

  private static let bits = 9
  /// Two packed words per slot.
  private let keys: UnsafeMutablePointer<UInt64>
  /// `Keyword.rawValue + 1` per slot; 0 marks an empty slot.
  private let values: UnsafeMutablePointer<UInt8>

  private init() {
    let size = 1 << KeywordTable.bits
    keys = .allocate(capacity: 2 * size)
    keys.initialize(repeating: 0, count: 2 * size)
    values = .allocate(capacity: size)
    values.initialize(repeating: 0, count: size)
    for word in Keyword.allCases {
      var w0: UInt64 = 0
      var w1: UInt64 = 0
      for (i, b) in word.text.utf8.enumerated() {
        if i < 8 { w0 |= UInt64(b) << UInt64(i * 8) } else { w1 |= UInt64(b) << UInt64((i - 8) * 8) }
      }
      var slot = KeywordTable.hash(w0, w1)
      while values[slot] != 0 { slot = (slot + 1) & (size - 1) }
      keys[2 * slot] = w0
      keys[2 * slot + 1] = w1
      values[slot] = word.rawValue + 1
    }
  }

  @inline(__always)
  private static func hash(_ w0: UInt64, _ w1: UInt64) -> Int {
    let h = (w0 &* 0x9E37_79B9_7F4A_7C15) ^ (w1 &* 0xC2B2_AE3D_27D4_EB4F)
    return Int(truncatingIfNeeded: h >> UInt64(64 - bits))
  }

  /// Packed words are zero-padded and no keyword holds a NUL byte, so equal
  /// packed words mean equal words.
  @inline(__always)
  func find(_ w0: UInt64, _ w1: UInt64) -> Keyword? {
    var slot = KeywordTable.hash(w0, w1)
    let mask = (1 << KeywordTable.bits) - 1
    while true {
      let v = values[slot]
      if v == 0 { return nil }
      if keys[2 * slot] == w0 && keys[2 * slot + 1] == w1 { return Keyword(rawValue: v &- 1) }
      slot = (slot &+ 1) & mask
    }
  }
}
