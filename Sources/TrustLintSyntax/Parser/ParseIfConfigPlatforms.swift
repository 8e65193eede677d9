/// Platform conditions of `#if` clauses, read against the platforms TrustInsights exists on.
///
/// The framework ships for iOS 27, iPadOS 27 and Mac Catalyst 27: every build that holds an
/// evaluation, an evaluator or an insight value compiles with `os(iOS)` true (Mac Catalyst too
/// is `os(iOS)`). So, as for `canImport(TrustInsights)`, `#if os(iOS)` (or `#if !os(macOS)`)
/// holds wherever the rules look, and a clause under `os(macOS)`, `os(watchOS)`, `!os(iOS)`
/// (any other operating system) is never compiled there: it holds the fallbacks of the app's
/// other targets. A disjunction holds when one of its operands does (`os(iOS) || os(visionOS)`,
/// `canImport(TrustInsights) || DEBUG`) and is never compiled when every operand is a system
/// other than iOS (`os(macOS) || os(watchOS)`); other compounds (`os(iOS) && DEBUG`) and
/// `targetEnvironment(…)` stay alternative builds.
extension SyntaxParser {
  /// The `os(…)` arguments Swift accepts other than `iOS`.
  private static let otherOperatingSystems: Set<String> = [
    "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD",
    "OpenBSD", "WASI", "Haiku", "Cygwin", "PS4", "none",
  ]

  /// How a clause reads when its condition is `os(NAME)` or `!os(NAME)`, or a `||` of operands
  /// one of which holds wherever TrustInsights exists (`os(iOS)`, `canImport(TrustInsights)`)
  /// or all of which are other systems: `.always` when it holds on iOS, `.parked` when it does
  /// not; nil for any other condition.
  func platformReading(of c: (first: TokenIndex, last: TokenIndex)) -> ClauseReading? {
    let c = withoutEnclosingParentheses(c)
    var operands: [(first: TokenIndex, last: TokenIndex)] = []
    var start = Int(c.first)
    var depth = 0
    for i in Int(c.first)...Int(c.last) {
      switch code(i) {
      case .lparen: depth += 1
      case .rparen: depth -= 1
      default:
        guard depth == 0, isText(i, "||") else { continue }
        guard i > start else { return nil }
        operands.append((TokenIndex(start), TokenIndex(i - 1)))
        start = i + 1
      }
    }
    guard !operands.isEmpty else { return operatingSystemReading(of: c) }
    guard start <= Int(c.last) else { return nil }
    operands.append((TokenIndex(start), c.last))
    var allParked = true
    for written in operands {
      // `(os(iOS)) || DEBUG`: an operand in parentheses (only exact shapes are read inside).
      let operand = withoutEnclosingParentheses(written)
      if isFrameworkImportCheck(operand, negated: false) { return .always }
      switch operatingSystemReading(of: operand) {
      case .always?: return .always
      case .parked?: continue
      default: allParked = false
      }
    }
    return allParked ? .parked : nil
  }

  /// `c` without the parentheses that enclose all of it (`(os(iOS) || os(visionOS))`, probes-ch
  /// p16): only a `(` that the final `)` closes is taken off, not those of `(a) || (b)`.
  func withoutEnclosingParentheses(_ c: (first: TokenIndex, last: TokenIndex)) -> (first: TokenIndex, last: TokenIndex)
  {
    var c = c
    while c.last > c.first + 1, code(Int(c.first)) == .lparen, code(Int(c.last)) == .rparen {
      var depth = 0
      for i in Int(c.first)..<Int(c.last) {
        switch code(i) {
        case .lparen: depth += 1
        case .rparen: depth -= 1
        default: break
        }
        if depth == 0 { return c }
      }
      c = (c.first + 1, c.last - 1)
    }
    return c
  }

  /// `.always` for exactly `os(iOS)` (or `!os(macOS)`), `.parked` for exactly `os(macOS)` (or
  /// `!os(iOS)`), nil otherwise.
  private func operatingSystemReading(of c: (first: TokenIndex, last: TokenIndex)) -> ClauseReading? {
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

extension SyntaxParser {
  /// Conditions that hold only in builds the App Store never gets: debug builds (SwiftUI
  /// previews, unit tests) and simulator builds.
  private static let developmentConditions: Set<String> = ["DEBUG", "targetEnvironment(simulator)"]

  /// Sets `isDevelopmentOnly` on the clauses of a block compiled only in a development build:
  /// the first clause of `#if DEBUG` or `#if targetEnvironment(simulator)`, or the `#else` of
  /// `#if !DEBUG` (`clauses` as kept: parked clauses already left out). Decided here, where the
  /// tokens are: a run over a large tree lets a file's tokens go after its parse, and asking
  /// for a condition's text later lexed the file again and kept its tokens.
  func markDevelopmentClauses(_ clauses: [IfConfig.Clause]) {
    guard let first = clauses.first, let c = first.condition else { return }
    var condition = ""
    for i in Int(c.first)...Int(c.last) { condition += text(i) }
    if Self.developmentConditions.contains(condition) {
      first.isDevelopmentOnly = true
    } else if clauses.count == 2, clauses[1].condition == nil, condition.hasPrefix("!"),
      Self.developmentConditions.contains(String(condition.dropFirst()))
    {
      clauses[1].isDevelopmentOnly = true
    }
  }
}
