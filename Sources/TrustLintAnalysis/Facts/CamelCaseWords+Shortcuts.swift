/// A predicate verb found inside a name where `true` does not approve: the name turns the
/// shortcut the verb names off (`isSkipButtonHidden`, `isBypassOptionDisabled`), which adds
/// friction.
extension CamelCaseWords {
  /// Verbs of the predicate vocabulary that name a shortcut (`skip`, `bypass`, `allow`,
  /// `approve`): hiding or disabling it adds friction. The modifiers (`trust`, `safe`, `legit`)
  /// are not among them: `isTrustWarningHidden` hides friction (`trust` before `this` is a
  /// verb, `disablesShortcut` reads it so).
  static let shortcutVerbs: Set<String> = ["skip", "bypass", "allow", "approve"]

  /// Last camelCase words that turn the named thing off.
  static let disablingStates: Set<String> = [
    "hidden", "disabled", "off", "removed", "blocked", "suppressed", "locked", "unavailable",
  ]

  /// Words that make what follows a condition or a purpose: `shouldSkipWhenHidden` still skips.
  private static let shortcutConnectives: Set<String> = [
    "to", "without", "for", "from", "if", "when", "and", "or", "unless", "until", "while",
  ]

  /// Whether the match of a shortcut verb at byte `index` of `name` is a whole camelCase word
  /// followed by words of the thing it names and a word that turns it off
  /// (`isSkipButtonHidden`), with no connective between; after that word, only a qualifier
  /// that a connective starts (`isSkipDisabledForThisPayment`, `bypassOffUntilReviewed`).
  static func disablesShortcut(_ name: String, word: [UInt8], at index: Int) -> Bool {
    let verb = String(decoding: word, as: UTF8.self)
    guard shortcutVerbs.contains(verb) || verb == "trust" else { return false }
    let words = camelCaseWordRanges(name).map(\.text)
    guard let position = camelCaseWordRanges(name).firstIndex(where: { $0.start == index }), words[position] == verb,
      position + 1 < words.count,
      let state = words[(position + 1)...].firstIndex(where: { disablingStates.contains($0) })
    else { return false }
    // `trust` modifies a friction it names (`isTrustWarningHidden` hides a warning) but is the
    // verb of a shortcut in "Trust this device" (`isTrustThisDeviceOptionHidden`).
    if verb == "trust", words[position + 1] != "this" { return false }
    // `skipHiddenChecks` skips checks: the state must end the name or a qualifier follow it.
    guard state + 1 == words.count || shortcutConnectives.contains(words[state + 1]) else { return false }
    return !((position + 1)..<state).contains { i in
      // `isSkipForNowButtonHidden`: "Skip for now" is the button's label, not a purpose.
      shortcutConnectives.contains(words[i]) && !(words[i] == "for" && i + 1 < state && words[i + 1] == "now")
    }
  }
}
