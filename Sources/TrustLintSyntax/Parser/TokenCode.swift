/// A small code for the token spellings the parser branches on, computed once per token so that
/// the parser compares integers instead of bytes. Classification is by spelling, not by
/// `TokenKind`: contextual keywords (`get`, `async`, `open`…) get a code too, and the parser
/// decides from context whether they act as keywords.
enum TK: UInt8 {
  case none = 0
  // Punctuation and operators with a grammatical role.
  case lparen, rparen, lbrace, rbrace, lbracket, rbracket, comma, colon, semicolon, dot
  case arrow, equal, question, bang, lt, gt, amp, ellipsis, halfOpen, backslash, eqeq, noteq, underscore
  // Declaration introducers.
  case kImport, kTypealias, kFunc, kInit, kDeinit, kSubscript, kClass, kStruct, kEnum, kActor
  case kProtocol, kExtension, kLet, kVar, kCase, kOperator, kPrecedencegroup, kAssociatedtype, kMacro
  // Statements.
  case kIf, kElse, kGuard, kSwitch, kDefault, kFor, kIn, kWhere, kWhile, kRepeat, kDo, kCatch, kDefer
  case kReturn, kThrow, kThrows, kRethrows, kBreak, kContinue, kFallthrough
  // Expressions and types.
  case kTry, kAwait, kAsync, kAs, kIs, kSelf, kSelfType, kSuper, kTrue, kFalse, kNil, kSome, kAny
  case kInout, kEach, kThen
  // Accessors.
  case kGet, kSet, kWillSet, kDidSet, kRead, kModify, kUnsafeAddress, kUnsafeMutableAddress
  /// `borrow` and `mutate` accessors (SE-0507), contextual like `get`.
  case kBorrow, kMutate
  /// Declaration modifiers (`static`, `private`, `mutating`…): one code, the spelling is kept.
  case modifier
  /// Parameter/type specifiers written before a type (`borrowing`, `consuming`, `sending`…).
  case specifier
  // Directives.
  case dIf, dElseif, dElse, dEndif, dAvailable, dUnavailable, dSelector, dKeyPath, dWarning, dError
  case dSourceLocation, dPoundLiteral
}

/// The spelling table behind `TK`: an open-addressing hash over token bytes, built once and
/// immutable afterwards. A filter on (length, first byte, last byte) answers most identifiers
/// without hashing.
final class TokenCodeTable: @unchecked Sendable {
  /// The shared table.
  static let shared = TokenCodeTable()

  /// Spelling bytes of all entries, back to back.
  private let pool: [UInt8]
  /// Per slot: pool offset (16 bits) | length (8 bits) << 16 | code (8 bits) << 24; `empty` if unused.
  private let slots: [UInt32]
  private static let empty = UInt32.max
  private let mask: UInt32
  /// Per length `n` (up to 20): `filters[4n]`/`[4n+1]` have a bit per first byte below 64 / 128,
  /// `filters[4n+2]`/`[4n+3]` the same for the last byte.
  private let filters: [UInt64]

  private init() {
    var builder = Builder(size: 512)
    let entries: [(String, TK)] = [
      ("(", .lparen), (")", .rparen), ("{", .lbrace), ("}", .rbrace), ("[", .lbracket), ("]", .rbracket),
      (",", .comma), (":", .colon), (";", .semicolon), (".", .dot), ("->", .arrow), ("=", .equal),
      ("?", .question), ("!", .bang), ("<", .lt), (">", .gt), ("&", .amp), ("...", .ellipsis),
      ("..<", .halfOpen), ("\\", .backslash), ("==", .eqeq), ("!=", .noteq), ("_", .underscore),
      ("import", .kImport), ("typealias", .kTypealias), ("func", .kFunc), ("init", .kInit),
      ("deinit", .kDeinit), ("subscript", .kSubscript), ("class", .kClass), ("struct", .kStruct),
      ("enum", .kEnum), ("actor", .kActor), ("protocol", .kProtocol), ("extension", .kExtension),
      ("let", .kLet), ("var", .kVar), ("case", .kCase), ("operator", .kOperator),
      ("precedencegroup", .kPrecedencegroup), ("associatedtype", .kAssociatedtype), ("macro", .kMacro),
      ("if", .kIf), ("else", .kElse), ("guard", .kGuard), ("switch", .kSwitch), ("default", .kDefault),
      ("for", .kFor), ("in", .kIn), ("where", .kWhere), ("while", .kWhile), ("repeat", .kRepeat),
      ("do", .kDo), ("catch", .kCatch), ("defer", .kDefer), ("return", .kReturn), ("throw", .kThrow),
      ("throws", .kThrows), ("rethrows", .kRethrows), ("break", .kBreak), ("continue", .kContinue),
      ("fallthrough", .kFallthrough), ("try", .kTry), ("await", .kAwait), ("async", .kAsync), ("as", .kAs),
      ("is", .kIs), ("self", .kSelf), ("Self", .kSelfType), ("super", .kSuper), ("true", .kTrue),
      ("false", .kFalse), ("nil", .kNil), ("some", .kSome), ("any", .kAny), ("inout", .kInout),
      ("each", .kEach), ("then", .kThen), ("get", .kGet), ("set", .kSet), ("willSet", .kWillSet),
      ("didSet", .kDidSet), ("_read", .kRead), ("_modify", .kModify), ("unsafeAddress", .kUnsafeAddress),
      ("unsafeMutableAddress", .kUnsafeMutableAddress), ("borrow", .kBorrow), ("mutate", .kMutate),
      ("#if", .dIf), ("#elseif", .dElseif), ("#else", .dElse), ("#endif", .dEndif),
      // Git conflict markers, lexed as directives (`Lexer+Trivia.swift`).
      ("<<<<<<<", .dIf), ("|||||||", .dElseif), ("=======", .dElse), (">>>>>>>", .dEndif),
      ("#available", .dAvailable), ("#unavailable", .dUnavailable), ("#selector", .dSelector),
      ("#keyPath", .dKeyPath), ("#warning", .dWarning), ("#error", .dError),
      ("#sourceLocation", .dSourceLocation),
    ]
    let modifiers = [
      "static", "private", "fileprivate", "internal", "public", "open", "package", "final", "override",
      "mutating", "nonmutating", "convenience", "required", "lazy", "optional", "dynamic", "indirect",
      "nonisolated", "distributed", "weak", "unowned", "prefix", "postfix", "infix", "__consuming",
      "isolated", "_const", "reasync",
    ]
    let specifiers = ["borrowing", "consuming", "sending", "__owned", "__shared", "_const"]
    let poundLiterals = [
      "#file", "#fileID", "#filePath", "#line", "#column", "#function", "#dsohandle", "#isolation",
    ]
    for (text, code) in entries { builder.insert(text, code) }
    for m in modifiers { builder.insert(m, .modifier) }
    for s in specifiers where !modifiers.contains(s) { builder.insert(s, .specifier) }
    for p in poundLiterals { builder.insert(p, .dPoundLiteral) }
    mask = UInt32(builder.slots.count - 1)
    pool = builder.pool
    slots = builder.slots
    filters = builder.filters
  }

  /// Mutable storage while the table is built.
  private struct Builder {
    var pool: [UInt8] = []
    var slots: [UInt32]
    var filters = [UInt64](repeating: 0, count: 21 * 4)
    init(size: Int) { slots = Array(repeating: TokenCodeTable.empty, count: size) }

    mutating func insert(_ text: String, _ code: TK) {
      let bytes = Array(text.utf8)
      let mask = UInt32(slots.count - 1)
      var slot = bytes.withUnsafeBufferPointer { TokenCodeTable.hash($0, 0, $0.count) } & mask
      while slots[Int(slot)] != TokenCodeTable.empty { slot = (slot &+ 1) & mask }
      slots[Int(slot)] = UInt32(pool.count) | UInt32(bytes.count) << 16 | UInt32(code.rawValue) << 24
      pool.append(contentsOf: bytes)
      mark(bytes.count * 4, bytes[0])
      mark(bytes.count * 4 + 2, bytes[bytes.count - 1])
    }

    private mutating func mark(_ index: Int, _ b: UInt8) {
      if b < 64 { filters[index] |= 1 << UInt64(b) } else { filters[index + 1] |= 1 << UInt64(b - 64) }
    }
  }

  /// FNV-1a over the spelling, mixed with its length.
  @inline(__always)
  static func hash(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
    var h: UInt32 = 2_166_136_261
    var i = start
    while i < end {
      h = (h ^ UInt32(b[i])) &* 16_777_619
      i += 1
    }
    return h ^ UInt32(end - start)
  }

  @inline(__always)
  private static func passes(_ filters: UnsafeBufferPointer<UInt64>, _ index: Int, _ b: UInt8) -> Bool {
    if b >= 128 { return false }
    let bits = b < 64 ? filters[index] >> UInt64(b) : filters[index + 1] >> UInt64(b - 64)
    return bits & 1 != 0
  }

  /// Fills `codes[i]` for every token whose kind can carry a grammatical spelling. One call per
  /// file, so that the table's storage is pinned once rather than per token.
  func fill(
    _ codes: UnsafeMutableBufferPointer<TK>, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>
  ) {
    pool.withUnsafeBufferPointer { pool in
      slots.withUnsafeBufferPointer { slots in
        filters.withUnsafeBufferPointer { filters in
          for i in 0..<tokens.count {
            let t = tokens[i]
            switch t.kind {
            case .keyword, .identifier, .operator, .punctuation, .directive: break
            default: continue
            }
            let start = Int(t.start)
            let n = Int(t.end) - start
            if n == 0 || n > 20 { continue }
            guard Self.passes(filters, n * 4, bytes[start]), Self.passes(filters, n * 4 + 2, bytes[start + n - 1])
            else { continue }
            var slot = Self.hash(bytes, start, start + n) & mask
            while true {
              let entry = slots[Int(slot)]
              if entry == Self.empty { break }
              if Int((entry >> 16) & 0xFF) == n {
                let s = Int(entry & 0xFFFF)
                var k = 0
                while k < n && pool[s + k] == bytes[start + k] { k += 1 }
                if k == n {
                  codes[i] = TK(rawValue: UInt8(entry >> 24)) ?? .none
                  break
                }
              }
              slot = (slot &+ 1) & mask
            }
          }
        }
      }
    }
  }
}
