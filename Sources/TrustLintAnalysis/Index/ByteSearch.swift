import Foundation

/// Substring tests on raw bytes, used to rule files out before a token-by-token scan: a name
/// that does not occur in the bytes cannot be spelled by any token.
public enum ByteSearch {
  /// Whether `needle` occurs anywhere in `haystack`. `memchr` (vectorised) finds candidates
  /// for one byte of the needle, preferably an uppercase letter (rarer than lowercase in code),
  /// and `memcmp` checks the rest.
  public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    let anchor = needle.firstIndex { $0 >= 0x41 && $0 <= 0x5A } ?? 0
    let byte = Int32(needle[anchor])
    return haystack.withUnsafeBytes { h in
      needle.withUnsafeBytes { n in
        let base = h.baseAddress!
        // Candidate starts run from 0 to count - needle.count; the anchor sits `anchor` later.
        var from = anchor
        let last = h.count - needle.count + anchor
        while from <= last {
          guard let hit = memchr(base + from, byte, last - from + 1) else { return false }
          let at = base.distance(to: UnsafeRawPointer(hit))
          if memcmp(base + (at - anchor), n.baseAddress!, n.count) == 0 { return true }
          from = at + 1
        }
        return false
      }
    }
  }

  /// Whether any of `needles` occurs in `haystack`.
  public static func containsAny(_ haystack: [UInt8], _ needles: [[UInt8]]) -> Bool {
    needles.contains { contains(haystack, $0) }
  }

  /// Whether `haystack` may assign to a member called `name`: `name` written after a `.` and
  /// before a lone `=` (spaces and line breaks allowed between). A cheap test before parsing
  /// a file's bodies for `x.name = value`; a false hit (in a comment) only costs that parse.
  public static func mayAssignMember(_ haystack: [UInt8], _ name: [UInt8]) -> Bool {
    guard !name.isEmpty, haystack.count > name.count else { return false }
    return haystack.withUnsafeBufferPointer { h in
      var from = 0
      let first = name[0]
      let n = h.count
      while from + name.count <= n {
        guard let hit = h[from...].firstIndex(of: first) else { return false }
        from = hit + 1
        guard hit + name.count <= n else { return false }
        var k = 1
        while k < name.count && h[hit + k] == name[k] { k += 1 }
        guard k == name.count else { continue }
        // Not the tail of a longer identifier on either side, a `.` before, a lone `=` after.
        var before = hit - 1
        while before >= 0 && isSpace(h[before]) { before -= 1 }
        guard before >= 0, h[before] == UInt8(ascii: ".") else { continue }
        var after = hit + name.count
        if after < n && isIdentifierByte(h[after]) { continue }
        while after < n && isSpace(h[after]) { after += 1 }
        if after < n && h[after] == UInt8(ascii: "="), after + 1 >= n || h[after + 1] != UInt8(ascii: "=") {
          return true
        }
      }
      return false
    }
  }

  /// Calls `found` with the bytes of every name in `bytes` that may be called: an identifier
  /// followed (after spaces and line breaks) by what continues a callee into a call: `(`, a
  /// trailing closure's `{`, generic arguments' `<`, `?`/`!` of an optional callee, a closing
  /// backtick, or `)` then `(` (`(name)(x)`); `init` only after a `.`. A superset, for bytes
  /// the lexer keeps in one token (a string literal's interpolations): the parsed calls decide.
  public static func calledNames(_ h: UnsafeBufferPointer<UInt8>, _ found: (Slice<UnsafeBufferPointer<UInt8>>) -> Void)
  {
    let n = h.count
    var i = 0
    while i < n {
      guard isIdentifierStart(h[i]), i == 0 || !isIdentifierByte(h[i - 1]) else {
        i += 1
        continue
      }
      var end = i + 1
      while end < n && isIdentifierByte(h[end]) { end += 1 }
      defer { i = end }
      var after = end
      if after < n && h[after] == UInt8(ascii: "`") { after += 1 }
      while after < n && isSpace(h[after]) { after += 1 }
      guard after < n else { continue }
      var calls: Bool
      switch h[after] {
      case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: "!"):
        calls = true
      case UInt8(ascii: ")"):
        after += 1
        while after < n && isSpace(h[after]) { after += 1 }
        calls = after < n && h[after] == UInt8(ascii: "(")
      default:
        calls = false
      }
      if calls, end - i == 4, h[i] == UInt8(ascii: "i"), h[i + 1] == UInt8(ascii: "n"), h[i + 2] == UInt8(ascii: "i"),
        h[i + 3] == UInt8(ascii: "t")
      {
        var before = i - 1
        if before >= 0 && h[before] == UInt8(ascii: "`") { before -= 1 }
        while before >= 0 && isSpace(h[before]) { before -= 1 }
        calls = before >= 0 && h[before] == UInt8(ascii: ".")
      }
      if calls { found(h[i..<end]) }
    }
  }

  private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

  private static func isIdentifierStart(_ b: UInt8) -> Bool {
    (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
  }

  private static func isIdentifierByte(_ b: UInt8) -> Bool { TypeText.isIdentifierByte(b) }
}
