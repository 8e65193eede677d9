/// A predicate word found inside a name where `true` does not approve: its letters begin
/// another word (`allowance`, `safeguards`).
extension CamelCaseWords {
  /// Whole camelCase words that begin with a predicate word but are other words: a kid's
  /// `allowance`, the app's `safeguards` (protection, more friction), a `trustee`, an
  /// `approver` (the second person a four-eyes check asks: `requiresApprover` adds friction).
  static let otherWordsSharingPrefix: Set<String> = [
    "allowance", "allowances", "safeguard", "safeguards", "safeguarded", "safeguarding", "safekeeping", "trustee",
    "trustees", "approver", "approvers",
  ]

  /// Whether the match of `word` at byte `index` of `name` starts a camelCase word that is one
  /// of `otherWordsSharingPrefix`.
  static func beginsOtherWord(_ name: String, word: [UInt8], at index: Int) -> Bool {
    let words = camelCaseWordRanges(name)
    guard let current = words.first(where: { $0.start == index }) else { return false }
    return otherWordsSharingPrefix.contains(current.text)
  }

  /// The camelCase words of an ASCII name, lowercased, with the byte offset each starts at.
  static func camelCaseWordRanges(_ name: String) -> [(start: Int, text: String)] {
    let bytes = Array(name.utf8)
    var result: [(start: Int, text: String)] = []
    var start: Int?
    for (i, b) in bytes.enumerated() {
      let isLetter = (b >= 65 && b <= 90) || (b >= 97 && b <= 122)
      if !isLetter {
        if let s = start { result.append((s, String(decoding: bytes[s..<i], as: UTF8.self).lowercased())) }
        start = nil
        continue
      }
      if b >= 65 && b <= 90, let s = start {
        result.append((s, String(decoding: bytes[s..<i], as: UTF8.self).lowercased()))
        start = i
      } else if start == nil {
        start = i
      }
    }
    if let s = start { result.append((s, String(decoding: bytes[s...], as: UTF8.self).lowercased())) }
    return result
  }
}
