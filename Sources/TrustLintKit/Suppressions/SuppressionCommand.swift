import TrustLintSyntax

/// One `trustlint:` command found in a comment, or a comment that starts like one but
/// cannot be understood (`problem` says why).
///
/// Grammar (after `//`, `///` or `/*` and optional spaces):
/// `trustlint:ACTION RULE… [-- reason]` where ACTION is `disable`, `disable:next`,
/// `disable:this` or `enable`, RULE is a rule id or `all`, rules are separated by
/// whitespace, and a word starting with `--` begins a free-text reason; so does a lone `-`
/// (SwiftLint's delimiter: `// swiftlint:disable:next force_try - Explanation`), or a lone
/// en or em dash, which app teams write out of the same habit.
public struct SuppressionCommand: Sendable, Equatable {
  /// What the command does.
  public enum Action: String, Sendable {
    /// `disable`: from the command to a matching `enable` (or the end of the file).
    case disable
    /// `disable:next`: the line after the comment's last line.
    case disableNext = "disable:next"
    /// `disable:this`: the line the comment starts on.
    case disableThis = "disable:this"
    /// `enable`: ends a `disable` region for the rules named.
    case enable
  }

  /// The action, or nil for a command that could not be understood.
  public var action: Action?
  /// Rule ids as written (`all` included), in order.
  public var rules: [String]
  /// Text after ` -- `, trimmed; empty when absent.
  public var reason: String
  /// Line where the comment starts.
  public var line: Int
  /// Column where the comment starts.
  public var column: Int
  /// The line `disable:next` / `disable:this` applies to (unused by regions).
  public var targetLine: Int
  /// The command as written, from `trustlint:` to the end of the rule list, for messages.
  public var text: String
  /// Why the command cannot be used, when it cannot.
  public var problem: String?

  /// The word that covers every rule but `superfluous_disable_command`.
  public static let all = "all"

  /// The commands in `comments` of `source`, in source order.
  public static func parse(_ comments: [Comment], in source: SourceFile) -> [SuppressionCommand] {
    var out: [SuppressionCommand] = []
    for comment in comments {
      if let command = parse(comment, in: source) { out.append(command) }
    }
    return out
  }

  /// The command in one comment, or nil when the comment holds none.
  public static func parse(_ comment: Comment, in source: SourceFile) -> SuppressionCommand? {
    let bytes = source.bytes
    var i = Int(comment.start)
    var end = min(Int(comment.end), bytes.count)
    guard end - i >= 2, bytes[i] == UInt8(ascii: "/") else { return nil }
    if bytes[i + 1] == UInt8(ascii: "/") {
      while i < end && bytes[i] == UInt8(ascii: "/") { i += 1 }
    } else if bytes[i + 1] == UInt8(ascii: "*") {
      i += 2
      while i < end && bytes[i] == UInt8(ascii: "*") { i += 1 }
      if end - i >= 2 && bytes[end - 2] == UInt8(ascii: "*") && bytes[end - 1] == UInt8(ascii: "/") { end -= 2 }
    } else {
      return nil
    }
    while i < end && isSpace(bytes[i]) { i += 1 }
    let prefix = Array("trustlint:".utf8)
    guard end - i >= prefix.count, bytes[i..<(i + prefix.count)].elementsEqual(prefix) else { return nil }
    let commandStart = i
    // Words: the action, then rules up to a word starting with "--" (a reason follows), or with
    // "//" (a trailing comment: `// trustlint:disable:next rule // see TICKET-12`), also kept
    // as the reason.
    var words: [(start: Int, end: Int)] = []
    var reasonStart: Int?
    while i < end {
      while i < end && isSpace(bytes[i]) { i += 1 }
      guard i < end else { break }
      let s = i
      while i < end && !isSpace(bytes[i]) { i += 1 }
      if !words.isEmpty && i - s >= 2 && bytes[s + 1] == bytes[s]
        && (bytes[s] == UInt8(ascii: "-") || bytes[s] == UInt8(ascii: "/"))
      {
        reasonStart = s + 2
        break
      }
      // ` - reason` (SwiftLint's own delimiter) and ` – reason` / ` — reason`: read as rule ids,
      // the reason's words were reported as unknown rules, a warning on a justified suppression.
      if !words.isEmpty && isDashWord(bytes[s..<i]) {
        reasonStart = i
        break
      }
      words.append((s, i))
    }
    let text = { (s: Int, e: Int) in String(decoding: bytes[s..<e], as: UTF8.self) }
    let start = source.location(ofOffset: Int(comment.start))
    let lastLine = source.location(ofOffset: max(Int(comment.start), Int(comment.end) - 1)).line
    let actionWord = text(words[0].start + prefix.count, words[0].end)
    let ruleWords = words.dropFirst().map { text($0.start, $0.end) }
    let commandEnd = words.last!.end
    var reason = ""
    if let r = reasonStart {
      reason = text(r, end).trimmingSpaces()
    }
    var command = SuppressionCommand(
      action: Action(rawValue: actionWord), rules: ruleWords, reason: reason, line: start.line, column: start.column,
      targetLine: start.line, text: text(commandStart, commandEnd), problem: nil)
    switch command.action {
    case .disableNext: command.targetLine = lastLine + 1
    case nil:
      let actions = ["disable", "disable:next", "disable:this", "enable"]
      command.problem =
        "unknown command 'trustlint:\(actionWord)'" + Spelling.hint(for: actionWord, among: actions)
        + "; commands are " + actions.map { "trustlint:" + $0 }.joined(separator: ", ")
    default: break
    }
    if command.action != nil && ruleWords.isEmpty {
      command.problem = "'\(command.text)' names no rule; name rule ids, or 'all'"
    }
    return command
  }

  /// `-`, `–` (U+2013) or `—` (U+2014) alone.
  private static func isDashWord(_ word: ArraySlice<UInt8>) -> Bool {
    if word.count == 1 { return word.first == UInt8(ascii: "-") }
    return word.elementsEqual([0xE2, 0x80, 0x93]) || word.elementsEqual([0xE2, 0x80, 0x94])
  }

  private static func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 || b == 11 || b == 12 }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  fileprivate func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    let isSpace = { (s: Unicode.Scalar) in s == " " || s == "\t" || s == "\n" || s == "\r" }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
