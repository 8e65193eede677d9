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
}
