/// Names of the TrustInsights API that the facts recognise, and the camelCase word
/// matching the rules' vocabularies use. Identifiers are short, so plain `String`
/// comparisons are fine here; nothing in this file runs per byte.
public enum TrustInsightsNames {
  /// The three `InsightEvaluator` methods that take a context.
  public static let evaluatorMethods: Set<String> = [
    "requestEvaluation", "requestAuthorization", "authorizationStatus",
  ]
  /// Every `InsightEvaluator.OperationCategory` case.
  public static let categories: Set<String> = ["payment", "account", "resourceUse", "communication", "other"]
  /// Every `InsightEvaluationConsumptionStatus` case.
  public static let consumptionStatuses: Set<String> = [
    "usedReducedFriction", "usedUnchangedFriction", "usedIncreasedFriction", "notUsedNotNeeded", "notUsedError",
    "usedEvaluationOnly",
  ]
  /// The consuming method of an evaluation.
  public static let reportConsumption = "reportConsumption"
  /// Calls that end a path without returning.
  public static let neverReturning: Set<String> = ["fatalError", "preconditionFailure", "abort", "exit"]
}

/// Matching of camelCase words, case-insensitively, as the approval vocabularies need.
public enum CamelCaseWords {
  /// Whether `name` starts with `word` and the word ends there or at a camelCase, digit,
  /// underscore or other ASCII non-letter boundary: `approveTransfer` starts with `approve`,
  /// `completion` does not start with `complete`, `noRiskFound` starts with `noRisk`, and the
  /// raw identifier `` `approve payment` `` (Swift 6.2) starts with `approve`. An uppercase
  /// letter outside ASCII starts a camelCase word as `T` does (`approveÄnderung`,
  /// `allowÜberweisung` in a German team's code start with the verb).
  public static func startsWith(_ name: String, word: String) -> Bool {
    let n = Array(name.utf8)
    let w = Array(word.utf8)
    guard !w.isEmpty, n.count >= w.count else { return false }
    for i in 0..<w.count where lower(n[i]) != lower(w[i]) { return false }
    if n.count == w.count { return true }
    let next = n[w.count]
    // The word must end at a boundary: an uppercase letter, a digit or `_` starts the next word,
    // and so does any other ASCII byte that is not a lowercase letter (the space or `-` of a raw
    // identifier). A non-ASCII letter continues the word unless it is uppercase.
    if next >= 128 { return String(decoding: n[w.count...], as: UTF8.self).first?.isUppercase == true }
    return !(next >= 97 && next <= 122)
  }

  /// The camelCase words of `name`, lowercased (`passesStandardChecks` → passes, standard, checks).
  /// A `_`, a digit and any other character that is neither a letter nor a digit (the spaces of
  /// a raw identifier, `` `run standard checks` ``) separate words.
  public static func lowercasedWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for ch in name {
      if ch == "_" || ch.isNumber || !ch.isLetter {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if ch.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(Character(ch.lowercased()))
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The first word of `words` that `name` starts with, if any. A word of the vocabulary is
  /// read whole across camelCase humps (`allowList…` is the compound `allowlist`, `lowRisk…`
  /// is `lowRisk`): where a longer vocabulary word that extends `word` starts the name, ignoring
  /// case, only that longer word is matched, so `allowListedDevice` (the adjective
  /// "allowlisted", a check) does not start with the verb `allow`, and `allowListDevice` starts
  /// with `allowlist`.
  public static func firstMatch(_ name: String, in words: [String]) -> String? {
    let lowered = name.lowercased()
    return words.first { word in
      let w = word.lowercased()
      let extended = words.contains { other in
        let o = other.lowercased()
        return o.count > w.count && o.hasPrefix(w) && lowered.hasPrefix(o)
      }
      return !extended && startsWith(name, word: word)
    }
  }

  /// Whether `name` contains any of `words` anywhere, ignoring case (`shouldBypassCheck` contains `bypass`).
  /// With `negations`, an occurrence right after a negating prefix (`isUntrusted`, `isNotSafe`,
  /// `shouldDistrust`) or a negating camelCase word (`neverSkipReview`, `noBypass`,
  /// `dontSkipReview`, `stopTrustingDevice`) does not count.
  public static func containsAny(_ name: String, of words: [String], skippingNegations negations: Bool = false) -> Bool
  {
    let original = Array(name.utf8)
    let n = original.map(lower)
    for word in words {
      let w = Array(word.utf8).map(lower)
      guard !w.isEmpty, w.count <= n.count else { continue }
      var i = 0
      while i + w.count <= n.count {
        if n[i] == w[0] && Array(n[i..<(i + w.count)]) == w
          && !(negations
            && (isNegated(n, before: i) || followsNegatingWord(original, n, at: i)
              || modifiesFrictionNoun(original, n, word: w, at: i)
              || isRequiredQuality(original, n, word: w, at: i) || beginsOtherWord(name, word: w, at: i)
              || disablesShortcut(name, word: w, at: i)))
        {
          return true
        }
        i += 1
      }
    }
    return false
  }

  /// Prefixes that turn a word into its opposite: `un`safe, `not`Trusted, `dis`trust, `non`…, `mis`trust.
  private static let negatingPrefixes: [[UInt8]] = ["un", "not", "non", "dis", "mis"].map { Array($0.utf8) }

  /// Whole camelCase words that negate the next one: `neverSkip`, `noBypass`, `dontSkip`,
  /// `wontSkip`, `preventSkip`, `forbidBypass`, `avoidSkipping`, `stopTrusting`, `revokeTrust`,
  /// `lostTrust`, `blockBypass`. (As prefixes of any letters they would also match inside
  /// other words: `casinoTrust`.)
  private static let negatingWords: Set<[UInt8]> = Set(
    ["no", "never", "dont", "wont", "cant", "prevent", "forbid", "avoid", "stop", "revoke", "lost", "block"].map {
      Array($0.utf8)
    })

  private static func isNegated(_ lowered: [UInt8], before index: Int) -> Bool {
    negatingPrefixes.contains { p in
      index >= p.count && Array(lowered[(index - p.count)..<index]) == p
    }
  }

  /// Whether the word at `index` starts a camelCase word (an uppercase letter) and the word
  /// before it is one of `negatingWords`.
  private static func followsNegatingWord(_ original: [UInt8], _ lowered: [UInt8], at index: Int) -> Bool {
    followsWord(in: negatingWords, original, lowered, at: index)
  }

  /// Whether the word at `index` starts a camelCase word and the word before it is in `set`.
  private static func followsWord(in set: Set<[UInt8]>, _ original: [UInt8], _ lowered: [UInt8], at index: Int)
    -> Bool
  {
    guard index > 0, isUpper(original[index]) else { return false }
    var start = index - 1
    while start > 0, !isUpper(original[start]), original[start] != UInt8(ascii: "_") { start -= 1 }
    if original[start] == UInt8(ascii: "_") { start += 1 }
    return set.contains(Array(lowered[start..<index]))
  }

  /// Words that describe a thing rather than act on one: followed by a friction noun they name
  /// that friction (`shouldShowTrustWarning`, `needsSafetySheet`, `requiresTrustReview`), so
  /// `true` adds friction. Verbs (`skip`, `bypass`, `allow`, `approve`) are not among them: the
  /// noun after a verb is its object (`shouldSkipReview`).
  private static let frictionModifiers: Set<[UInt8]> = Set(["safe", "trust", "legit"].map { Array($0.utf8) })

  /// Nouns of an intervention, and `insights` (the feature's own name: `trustInsightsEnabled`).
  /// Education shown for safety counts too (`shouldShowSafetyTips`, `needsSafetyReminder`);
  /// `message` does not: `isSafeMessage` asks whether the message is safe.
  private static let frictionNouns: Set<[UInt8]> = Set(
    [
      "warning", "warnings", "alert", "alerts", "sheet", "banner", "interstitial", "friction", "review", "check",
      "checks", "challenge", "prompt", "notice", "dialog", "screen", "insight", "insights", "tip", "tips",
      "reminder", "reminders", "nudge", "education", "guidance", "verification", "modal", "popup", "overlay",
      "confirmation",
    ].map { Array($0.utf8) })

  /// Words that may follow the friction noun and keep `true` meaning "more friction"
  /// (`isTrustWarningVisible`); any other (`trustCheckPassed`) makes the name an approval again.
  private static let frictionStates: Set<[UInt8]> = Set(
    ["needed", "required", "visible", "shown", "enabled", "on", "pending", "active"].map { Array($0.utf8) })

  /// Whether the word matched at `index` is a modifier (`trust`, `safe`, `legit`, with the rest
  /// of its camelCase word: `Safety`, `Trusted`) of a name that ends in a friction noun, or in
  /// one that only friction states follow, or in a word saying the signal is lacking
  /// (`absenceStates`).
  private static func modifiesFrictionNoun(_ original: [UInt8], _ lowered: [UInt8], word: [UInt8], at index: Int)
    -> Bool
  {
    guard frictionModifiers.contains(word) else { return false }
    var end = index + word.count
    while end < original.count, isLower(original[end]) { end += 1 }
    var following: [[UInt8]] = []
    while end < original.count, isUpper(original[end]) {
      var next = end + 1
      while next < original.count, isLower(original[next]) { next += 1 }
      following.append(Array(lowered[end..<next]))
      end = next
    }
    guard end == original.count, !following.contains(where: { connectives.contains($0) }) else { return false }
    // A name that ends by saying the signal is lacking (`trustSignalUnavailable`,
    // `safetyCheckFailed`): `true` says there is no evidence, not that the person is trusted.
    if let last = following.last, absenceStates.contains(last) { return true }
    // The last word that is no state must be a friction noun (`showTrustedContactsSheet`), and
    // no word between says how the friction is avoided (`isSafeToTransferWithoutReview`).
    guard let noun = following.last(where: { !frictionStates.contains($0) }), frictionNouns.contains(noun)
    else { return false }
    return true
  }

  /// Last words that say the trust or safety signal is lacking (`trustSignalUnavailable`,
  /// `safetyCheckFailed`, `trustDataMissing`). `unknown` is not among them: `trustUnknownPayees`
  /// trusts.
  private static let absenceStates: Set<[UInt8]> = Set(
    ["unavailable", "missing", "failed", "absent", "denied", "revoked", "expired", "invalid"].map { Array($0.utf8) })

  /// Whole camelCase words that make the quality after them a requirement the person must meet.
  private static let requirementWords: Set<[UInt8]> = Set(
    ["requires", "require", "needs", "need", "must", "enforce", "enforces", "demand", "demands"].map {
      Array($0.utf8)
    })

  /// Whether the modifier matched at `index` (`safe`, `legit`, or `trust` as the adjective
  /// `trusted`) describes a thing that follows it and that a requirement word before it asks
  /// for (`requiresTrustedDevice`, `needsSafeWordConfirmation`): `true` adds that requirement.
  /// The verb (`mustTrustDevice`) and a name that ends at the modifier still approve.
  private static func isRequiredQuality(_ original: [UInt8], _ lowered: [UInt8], word: [UInt8], at index: Int)
    -> Bool
  {
    guard frictionModifiers.contains(word), followsWord(in: requirementWords, original, lowered, at: index) else {
      return false
    }
    var end = index + word.count
    while end < original.count, isLower(original[end]) { end += 1 }
    let whole = Array(lowered[index..<end])
    guard whole != Array("trust".utf8), end < original.count, isUpper(original[end]) else { return false }
    return true
  }

  /// Words that make what follows a condition or a purpose, not the thing the name is.
  private static let connectives: Set<[UInt8]> = Set(
    ["to", "without", "for", "from", "if", "when", "and", "or", "by", "before", "after", "unless"].map {
      Array($0.utf8)
    })

  private static func isLower(_ b: UInt8) -> Bool { b >= 97 && b <= 122 }

  private static func isUpper(_ b: UInt8) -> Bool { b >= 65 && b <= 90 }

  /// Whether the identifier starts with an uppercase ASCII letter (a type or an initializer call).
  public static func isCapitalized(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    return first >= 65 && first <= 90
  }

  private static func lower(_ b: UInt8) -> UInt8 { (b >= 65 && b <= 90) ? b + 32 : b }
}

/// What a written type means in TrustInsights terms.
public enum TrustInsightsType: Sendable, Hashable {
  case evaluator, context, category, evaluation, outcomeValue, outcomeResult, authorizationStatus
  case consumptionStatus
}

/// Classifies written types (`TypeRef.text`, already without whitespace), following type aliases.
public enum TypeClassifier {
  /// `T?`, `T!`, `Optional<T>`, `TrustInsights.T`, `some T`/`any T` reduced to `T`.
  public static func normalized(_ text: String) -> String {
    var t = Substring(text)
    while let last = t.last, last == "?" || last == "!" { t = t.dropLast() }
    // `Optional<T>` is `T?` spelt out (`func review(_ level: Optional<Level>)`).
    while let wrapped = optionalWrapped(t) {
      t = wrapped
      while let last = t.last, last == "?" || last == "!" { t = t.dropLast() }
    }
    if t.hasPrefix("("), t.hasSuffix(")"), !t.contains(",") {
      t = t.dropFirst().dropLast()
      while let last = t.last, last == "?" || last == "!" { t = t.dropLast() }
    }
    for prefix in ["some", "any"] where t.hasPrefix(prefix + " ") { t = t.dropFirst(prefix.count + 1) }
    if t.hasPrefix("TrustInsights.") { t = t.dropFirst("TrustInsights.".count) }
    return String(t)
  }

  /// Whether the written type is optional (`T?`, `T!` or `Optional<T>`).
  public static func isOptional(_ text: String) -> Bool {
    text.hasSuffix("?") || text.hasSuffix("!") || optionalWrapped(Substring(text)) != nil
  }

  /// `T` of a type written `Optional<T>` (or `Swift.Optional<T>`) as a whole; nil otherwise.
  static func optionalWrapped(_ t: Substring) -> Substring? {
    // Asked of every type `normalized` reads: most start with neither `Optional` nor `Swift.`.
    guard let first = t.utf8.first, first == UInt8(ascii: "O") || first == UInt8(ascii: "S") else { return nil }
    for prefix in ["Optional<", "Swift.Optional<"] where t.hasPrefix(prefix) && t.hasSuffix(">") {
      let inner = t.dropFirst(prefix.count).dropLast()
      // `Optional<A>.B<C>` is no optional: the `>` closing the text must close the `<` opened.
      // (The `>` of a function type's `->` closes nothing.)
      var depth = 0
      var previous: Character = " "
      for c in inner {
        if c == "<" { depth += 1 } else if c == ">", previous != "-" { depth -= 1 }
        if depth < 0 { return nil }
        previous = c
      }
      return depth == 0 && !inner.isEmpty ? inner : nil
    }
    return nil
  }

  /// The TrustInsights meaning of a written type. `alias` returns the aliased text of a
  /// type alias declared in the program; `isAppType` tells whether the program declares a
  /// type of that name (then a bare `OperationCategory` is the app's own, not the framework's).
  public static func classify(
    _ text: String, alias: (String) -> String?, isAppType: (String) -> Bool = { _ in false }
  ) -> TrustInsightsType? {
    var current = normalized(text)
    for _ in 0..<8 {
      // `Result<Level, InsightError>` with `typealias Level = IsLikelyBeingCoachedInsight.Value`
      // (or `Coached.Value`, `Swift.Result<…>`): the success type is followed through aliases.
      if let success = TypeText.resultSuccessType(of: current) {
        guard !isOptional(success), classify(success, alias: alias, isAppType: isAppType) == .outcomeValue else {
          return nil
        }
        return .outcomeResult
      }
      if let kind = builtIn(current, isAppType: isAppType) { return kind }
      let base = current.split(separator: "<", maxSplits: 1).first.map(String.init) ?? current
      if let next = alias(base) {
        current = normalized(next)
        continue
      }
      // `Coached.Value` with `typealias Coached = IsLikelyBeingCoachedInsight`, or
      // `Evaluator.OperationCategory` with `typealias Evaluator = InsightEvaluator`; the
      // longest aliased head first (`Trust.Insight.Value` with a nested `typealias Insight`).
      var cut = base.endIndex
      var resolved: String?
      while resolved == nil, let dot = base[..<cut].lastIndex(of: ".") {
        if let head = alias(String(base[..<dot])) { resolved = normalized(head) + base[dot...] }
        cut = dot
      }
      guard let resolved else { return nil }
      current = resolved
    }
    return nil
  }

  private static func builtIn(_ text: String, isAppType: (String) -> Bool) -> TrustInsightsType? {
    let base = text.split(separator: "<", maxSplits: 1).first.map(String.init) ?? text
    switch base {
    case "InsightEvaluator": return .evaluator
    case "InsightEvaluator.InsightContext": return .context
    case "InsightEvaluator.OperationCategory": return .category
    case "InsightEvaluator.AuthorizationStatus": return .authorizationStatus
    case "InsightEvaluation": return .evaluation
    case "IsLikelyBeingCoachedInsight.Value": return .outcomeValue
    case "InsightEvaluationConsumptionStatus": return .consumptionStatus
    case "InsightContext": return isAppType("InsightContext") ? nil : .context
    case "OperationCategory": return isAppType("OperationCategory") ? nil : .category
    case "AuthorizationStatus": return isAppType("AuthorizationStatus") ? nil : .authorizationStatus
    default: return nil
    }
  }
}
