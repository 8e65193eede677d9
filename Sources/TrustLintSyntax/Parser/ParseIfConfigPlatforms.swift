/// Platform conditions of `#if` clauses, read against the platforms TrustInsights exists on.
///
/// The framework ships for iOS 27, iPadOS 27 and Mac Catalyst 27: every build that holds an
/// evaluation, an evaluator or an insight value compiles with `os(iOS)` true (Mac Catalyst too
/// is `os(iOS)`). So, as for `canImport(TrustInsights)`, `#if os(iOS)` (or `#if !os(macOS)`)
/// holds wherever the rules look, and a clause under `os(macOS)`, `os(watchOS)`, `!os(iOS)`
/// (any other operating system) is never compiled there: it holds the fallbacks of the app's
/// other targets. Compound conditions (`os(iOS) || os(macOS)`, `os(iOS) && DEBUG`) and
/// `targetEnvironment(…)` stay alternative builds.
extension SyntaxParser {
  /// The `os(…)` arguments Swift accepts other than `iOS`.
  private static let otherOperatingSystems: Set<String> = [
    "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD",
    "OpenBSD", "WASI", "Haiku", "Cygwin", "PS4", "none",
  ]

  /// How a clause reads when its condition is exactly `os(NAME)` or `!os(NAME)`: `.always`
  /// when it holds on iOS, `.parked` when it does not; nil for any other condition.
  func platformReading(of c: (first: TokenIndex, last: TokenIndex)) -> ClauseReading? {
    var first = Int(c.first)
    let negated = isText(first, "!")
    if negated { first += 1 }
    guard Int(c.last) == first + 3, isText(first, "os"), code(first + 1) == .lparen,
      code(first + 3) == .rparen
    else { return nil }
    let name = string(Int(toks[first + 2].start), Int(toks[first + 2].end))
    let holdsOnIOS: Bool
    if name == "iOS" {
      holdsOnIOS = true
    } else if Self.otherOperatingSystems.contains(name) {
      holdsOnIOS = false
    } else {
      return nil
    }
    return holdsOnIOS != negated ? .always : .parked
  }
}
