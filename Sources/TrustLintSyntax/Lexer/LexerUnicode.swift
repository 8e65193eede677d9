/// Character classes of Swift's lexical grammar, on bytes and on Unicode scalars.
///
/// The ASCII classes live in one 256-entry table read once per byte; the
/// Unicode ranges are those of The Swift Programming Language ("Lexical
/// Structure"), which the compiler's lexer implements.
enum LexerChars {
  /// ASCII letter or `_`: may start an identifier.
  static let identStart: UInt8 = 1
  /// ASCII letter, digit, `_` or `$`: may continue an identifier.
  static let identContinue: UInt8 = 2
  /// `/ = - + * % < > ! & | ^ ~ . ?`: may start or continue an operator.
  static let operatorChar: UInt8 = 4
  /// `0`–`9`.
  static let digit: UInt8 = 8
  /// Bytes that make a single-line string scanner stop: `\`, `"`, `'`, CR, LF.
  static let stringStop: UInt8 = 16
  /// Hexadecimal digit.
  static let hexDigit: UInt8 = 32

  /// The class bits of every byte value; bytes >= 0x80 have none.
  static let table: [UInt8] = {
    var t = [UInt8](repeating: 0, count: 256)
    for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] |= identStart | identContinue }
    for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] |= identStart | identContinue }
    t[Int(UInt8(ascii: "_"))] |= identStart | identContinue
    t[Int(UInt8(ascii: "$"))] |= identContinue
    for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] |= identContinue | digit | hexDigit }
    for b in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(b)] |= hexDigit }
    for b in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(b)] |= hexDigit }
    for c in "/=-+*%<>!&|^~.?".utf8 { t[Int(c)] |= operatorChar }
    for c in "\\\"'\r\n".utf8 { t[Int(c)] |= stringStop }
    return t
  }()

  /// Decodes one scalar at `i` the way Swift's lexer does. Returns the scalar
  /// value (or `invalid`) and the number of bytes consumed, which is at least 1:
  /// an invalid sequence consumes its lead byte and any continuation bytes that follow.
  @inline(__always)
  static func decode(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (value: UInt32, length: Int) {
    let b0 = p[i]
    if b0 < 0x80 { return (UInt32(b0), 1) }
    return decodeSlow(p, i, n)
  }

  /// Marker for an invalid UTF-8 sequence.
  static let invalid: UInt32 = 0xFFFF_FFFF

  /// The multi-byte part of `decode`.
  static func decodeSlow(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (value: UInt32, length: Int) {
    let b0 = p[i]
    // Not a lead byte: skip every continuation byte after it.
    if b0 < 0xC2 || b0 >= 0xF5 {
      var j = i + 1
      while j < n && p[j] >= 0x80 && p[j] < 0xC0 { j += 1 }
      return (invalid, j - i)
    }
    let count = (~b0).leadingZeroBitCount
    var value = UInt32(b0 & (0x7F >> UInt8(count)))
    var j = i + 1
    for _ in 1..<count {
      guard j < n, p[j] >= 0x80, p[j] < 0xC0 else { return (invalid, j - i) }
      value = (value << 6) | UInt32(p[j] & 0x3F)
      j += 1
    }
    // Reject overlong encodings and surrogates, as Swift does.
    let bits = 32 - value.leadingZeroBitCount
    let minimal = bits <= 11 ? 2 : (bits <= 16 ? 3 : 4)
    if minimal != count || (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF {
      return (invalid, j - i)
    }
    return (value, j - i)
  }

  /// A non-ASCII scalar that may continue an identifier.
  static func isIdentifierContinue(_ c: UInt32) -> Bool {
    if c < 0x80 { return table[Int(c)] & identContinue != 0 }
    if c <= 0xFF {
      return c == 0xA8 || c == 0xAA || c == 0xAD || c == 0xAF || (c >= 0xB2 && c <= 0xB5)
        || (c >= 0xB7 && c <= 0xBA) || (c >= 0xBC && c <= 0xBE) || (c >= 0xC0 && c <= 0xD6)
        || (c >= 0xD8 && c <= 0xF6) || (c >= 0xF8)
    }
    if c <= 0x1FFF { return c != 0x1680 && c != 0x180E }
    if c <= 0x2FFF {
      return (c >= 0x200B && c <= 0x200D) || (c >= 0x202A && c <= 0x202E) || (c >= 0x203F && c <= 0x2040)
        || c == 0x2054 || (c >= 0x2060 && c <= 0x206F) || (c >= 0x2070 && c <= 0x218F)
        || (c >= 0x2460 && c <= 0x24FF) || (c >= 0x2776 && c <= 0x2793) || (c >= 0x2C00 && c <= 0x2DFF)
        || (c >= 0x2E80)
    }
    if c <= 0xFFFF {
      return (c >= 0x3004 && c <= 0x3007) || (c >= 0x3021 && c <= 0x302F) || (c >= 0x3031 && c <= 0x303F)
        || (c >= 0x3040 && c <= 0xD7FF) || (c >= 0xF900 && c <= 0xFD3D) || (c >= 0xFD40 && c <= 0xFDCF)
        || (c >= 0xFDF0 && c <= 0xFE44) || (c >= 0xFE47 && c <= 0xFFF8)
    }
    return c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD
  }

  /// A non-ASCII scalar that may start an identifier.
  static func isIdentifierStart(_ c: UInt32) -> Bool {
    if c < 0x80 { return table[Int(c)] & identStart != 0 }
    guard isIdentifierContinue(c) else { return false }
    return !isCombining(c)
  }

  /// Combining marks: may continue an identifier or operator, never start one.
  static func isCombining(_ c: UInt32) -> Bool {
    (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF)
      || (c >= 0xFE20 && c <= 0xFE2F)
  }

  /// A scalar that may start an operator.
  static func isOperatorStart(_ c: UInt32) -> Bool {
    if c < 0x80 { return table[Int(c)] & operatorChar != 0 }
    return (c >= 0xA1 && c <= 0xA7) || c == 0xA9 || c == 0xAB || c == 0xAC || c == 0xAE || c == 0xB0
      || c == 0xB1 || c == 0xB6 || c == 0xBB || c == 0xBF || c == 0xD7 || c == 0xF7 || c == 0x2016
      || c == 0x2017 || (c >= 0x2020 && c <= 0x2027) || (c >= 0x2030 && c <= 0x203E)
      || (c >= 0x2041 && c <= 0x2053) || (c >= 0x2055 && c <= 0x205E) || (c >= 0x2190 && c <= 0x23FF)
      || (c >= 0x2500 && c <= 0x2775) || (c >= 0x2794 && c <= 0x2BFF) || (c >= 0x2E00 && c <= 0x2E7F)
      || (c >= 0x3001 && c <= 0x3003) || (c >= 0x3008 && c <= 0x3030)
  }

  /// A scalar that may continue an operator.
  static func isOperatorContinue(_ c: UInt32) -> Bool {
    if isOperatorStart(c) { return true }
    return isCombining(c) || (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xE0100 && c <= 0xE01EF)
  }
}

/// Byte-parallel classification of eight ASCII bytes in a `UInt64`
/// (every byte below 0x80, so per-byte sums never carry into the next byte).
enum LexerSWAR {
  /// The high bit of every byte.
  static let high: UInt64 = 0x8080_8080_8080_8080
  /// One in every byte.
  static let ones: UInt64 = 0x0101_0101_0101_0101

  /// High bit set in each byte that is in `lo...hi`.
  @inline(__always)
  static func inRange(_ w: UInt64, _ lo: UInt8, _ hi: UInt8) -> UInt64 {
    let atLeastLo = w &+ ones &* UInt64(0x80 - lo)
    let atMostHi = ~(w &+ ones &* UInt64(0x7F - hi))
    return atLeastLo & atMostHi & high
  }

  /// High bit set in each byte equal to `c`.
  @inline(__always)
  static func equal(_ w: UInt64, _ c: UInt8) -> UInt64 {
    ~((w ^ (ones &* UInt64(c))) &+ ones &* 0x7F) & high
  }

  /// For any bytes: the lowest set high bit marks the first zero byte of `x`
  /// (bits above it may be false positives, so only the lowest one is used).
  @inline(__always)
  static func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & high }

  /// The word at byte offset `i` (eight bytes must be readable).
  @inline(__always)
  static func load(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(fromByteOffset: i, as: UInt64.self))
  }

  /// High bit set in each byte that cannot continue an identifier.
  @inline(__always)
  static func nonIdentifierBytes(_ w: UInt64) -> UInt64 {
    let letter = inRange(w | (ones &* 0x20), 0x61, 0x7A)
    let digit = inRange(w, 0x30, 0x39)
    let other = equal(w, 0x5F) | equal(w, 0x24)
    return ~(letter | digit | other) & high
  }
}
