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
  /// Declaration modifiers (`static`, `private`, `mutating`…): one code, the spelling is kept.
  case modifier
  /// Parameter/type specifiers written before a type (`borrowing`, `consuming`, `sending`…).
  case specifier
  // Directives.
  case dIf, dElseif, dElse, dEndif, dAvailable, dUnavailable, dSelector, dKeyPath, dWarning, dError
  case dSourceLocation, dPoundLiteral
}

/// The spelling table behind `TK`: an open-addressing hash over token bytes, built once.
final class TokenCodeTable: @unchecked Sendable {
  /// The shared table (immutable after construction).
  static let shared = TokenCodeTable()

  private let pool: [UInt8]
  private let slotStart: [Int32]
  private let slotLen: [UInt8]
  private let slotCode: [UInt8]
  private let mask: UInt32
  /// For each spelling length (up to 20), a bit per possible first byte (< 128): a quick "no".
  private let firstByteLow: [UInt64]
  private let firstByteHigh: [UInt64]

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
      ("unsafeMutableAddress", .kUnsafeMutableAddress),
      ("#if", .dIf), ("#elseif", .dElseif), ("#else", .dElse), ("#endif", .dEndif),
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
    mask = UInt32(builder.slotStart.count - 1)
    firstByteLow = builder.firstByteLow
    firstByteHigh = builder.firstByteHigh
    pool = builder.pool
    slotStart = builder.slotStart
    slotLen = builder.slotLen
    slotCode = builder.slotCode
  }

  /// Mutable storage while the table is built (the table itself is immutable, hence cheap to read).
  private struct Builder {
    var pool: [UInt8] = []
    var slotStart: [Int32]
    var slotLen: [UInt8]
    var slotCode: [UInt8]
    var firstByteLow = [UInt64](repeating: 0, count: 21)
    var firstByteHigh = [UInt64](repeating: 0, count: 21)
    init(size: Int) {
      slotStart = Array(repeating: -1, count: size)
      slotLen = Array(repeating: 0, count: size)
      slotCode = Array(repeating: 0, count: size)
    }
    mutating func insert(_ text: String, _ code: TK) {
      let bytes = Array(text.utf8)
      let mask = UInt32(slotStart.count - 1)
      var slot = TokenCodeTable.hash(bytes, 0, bytes.count) & mask
      while slotStart[Int(slot)] >= 0 { slot = (slot &+ 1) & mask }
      slotStart[Int(slot)] = Int32(pool.count)
      slotLen[Int(slot)] = UInt8(bytes.count)
      slotCode[Int(slot)] = code.rawValue
      pool.append(contentsOf: bytes)
      let b = bytes[0]
      if b < 64 {
        firstByteLow[bytes.count] |= 1 << UInt64(b)
      } else {
        firstByteHigh[bytes.count] |= 1 << UInt64(b - 64)
      }
    }
  }

  @inline(__always)
  private static func hash(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
    var h: UInt32 = 2_166_136_261
    var i = start
    while i < end {
      h = (h ^ UInt32(b[i])) &* 16_777_619
      i += 1
    }
    return h ^ UInt32(end - start)
  }

  fileprivate static func hash(_ b: [UInt8], _ start: Int, _ end: Int) -> UInt32 {
    b.withUnsafeBufferPointer { hash($0, start, end) }
  }

  /// Fills `codes[i]` for every token whose kind can carry a grammatical spelling. One call per
  /// file, so that the table's storage is pinned once rather than per token.
  func fill(
    _ codes: UnsafeMutableBufferPointer<TK>, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>
  ) {
    pool.withUnsafeBufferPointer { pool in
      slotStart.withUnsafeBufferPointer { slotStart in
        slotLen.withUnsafeBufferPointer { slotLen in
          slotCode.withUnsafeBufferPointer { slotCode in
            firstByteLow.withUnsafeBufferPointer { low in
              firstByteHigh.withUnsafeBufferPointer { high in
                for i in 0..<tokens.count {
                  let t = tokens[i]
                  switch t.kind {
                  case .keyword, .identifier, .operator, .punctuation, .directive: break
                  default: continue
                  }
                  let start = Int(t.start)
                  let n = Int(t.end) - start
                  if n == 0 || n > 20 { continue }
                  let b = bytes[start]
                  if b >= 128 { continue }
                  let bits = b < 64 ? low[n] >> UInt64(b) : high[n] >> UInt64(b - 64)
                  if bits & 1 == 0 { continue }
                  var slot = Self.hash(bytes, start, start + n) & mask
                  while true {
                    let s = Int(slotStart[Int(slot)])
                    if s < 0 { break }
                    if Int(slotLen[Int(slot)]) == n {
                      var k = 0
                      while k < n && pool[s + k] == bytes[start + k] { k += 1 }
                      if k == n {
                        codes[i] = TK(rawValue: slotCode[Int(slot)]) ?? .none
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
    }
  }
}
