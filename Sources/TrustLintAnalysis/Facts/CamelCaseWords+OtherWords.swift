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

  /// Other words that name a friction: the app's protections and the second person a
  /// four-eyes check asks. `true` for a name that turns one off is an approval again.
  static let frictionOtherWords: Set<String> = [
    "safeguard", "safeguards", "safeguarding", "approver", "approvers",
  ]

  /// Later words that turn the friction an other word names off (`safeguardsDisabled`,
  /// `areSafeguardsSuspended`, `approverNotRequired`, `secondApproverWaived`). Not `locked` or
  /// `blocked`, which `safeguardsLocked` reads as kept on.
  static let frictionOffWords: Set<String> = [
    "disabled", "off", "removed", "suspended", "waived", "paused", "lifted", "relaxed", "not",
  ]

  /// Later words that name a way around the friction (`isSafeguardOverrideEnabled`,
  /// `safeguardsOverridden`): an approval too, unless a word of `frictionOffWords` turns that
  /// way around off (`safeguardOverrideDisabled` keeps the safeguards).
  static let frictionOverrideWords: Set<String> = ["override", "overrides", "overridden", "exemption", "waiver"]

  /// Whether the match of `word` at byte `index` of `name` starts a camelCase word that is one
  /// of `otherWordsSharingPrefix`, in a name that does not turn the friction it names off.
  static func beginsOtherWord(_ name: String, word: [UInt8], at index: Int) -> Bool {
    let words = camelCaseWordRanges(name)
    guard let position = words.firstIndex(where: { $0.start == index }),
      otherWordsSharingPrefix.contains(words[position].text)
    else { return false }
    // `safeguardsDisabled = true` removes the protection `safeguardsEnabled = true` adds.
    guard frictionOtherWords.contains(words[position].text) else { return true }
    let later = words[(position + 1)...].map(\.text)
    let turnedOff = later.contains { frictionOffWords.contains($0) }
    return turnedOff == later.contains { frictionOverrideWords.contains($0) }
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
