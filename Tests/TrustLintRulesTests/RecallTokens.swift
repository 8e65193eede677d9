import TrustLintSyntax

/// One file seen through the lexer, for the recall mutants: token texts, bracket matching and
/// the statement boundaries a mutation may cut at. Mutants are made on token ranges, never on
/// lines, so that `case .a: e.reportConsumption(.x)` and a report inside `defer { … }` are cut
/// exactly where the statement is.
struct RecallTokens {
  let bytes: [UInt8]
  let tokens: [Token]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    tokens = Lexer.tokenize(bytes).tokens
  }

  /// Number of tokens, the end-of-file token excluded.
  var count: Int { tokens.count - 1 }

  /// Whether token `i` lies in an `#if false` / `#elseif false` clause, or one only an older
  /// compiler reads (`#if compiler(<6)`, `#if swift(<5.9)`, and the clauses after `#if
  /// swift(>=5.9)` or `#if true`): parked code the parser drops (`ParseSwitch.swift`).
  func isParked(_ i: Int) -> Bool {
    var parked: [Bool] = []
    // Whether a clause before, in each open block, holds in every build.
    var settled: [Bool] = []
    for k in 0..<min(i, count) {
      let isFalse = (text(k + 1) == "false" && text(k + 2) != "||" && text(k + 2) != "&&") || versionCheck(k + 1, "<")
      let isTrue = (text(k + 1) == "true" && text(k + 2) != "||" && text(k + 2) != "&&") || versionCheck(k + 1, ">=")
      switch text(k) {
      case "#if":
        parked.append(isFalse)
        settled.append(isTrue)
      case "#elseif":
        if !parked.isEmpty {
          parked[parked.count - 1] = isFalse || settled[settled.count - 1]
          settled[settled.count - 1] = settled[settled.count - 1] || isTrue
        }
      case "#else": if !parked.isEmpty { parked[parked.count - 1] = settled[settled.count - 1] }
      case "#endif":
        _ = parked.popLast()
        _ = settled.popLast()
      default: break
      }
    }
    return parked.contains(true)
  }

  /// Whether the tokens from `i` are `compiler(OP V)` with V at most 6.0 or `swift(OP V)` with V
  /// at most 5.10, alone on their line.
  private func versionCheck(_ i: Int, _ op: String) -> Bool {
    let limit: [Int]
    switch text(i) {
    case "compiler": limit = [6, 0]
    case "swift": limit = [5, 10]
    default: return false
    }
    guard text(i + 1) == "(", text(i + 2) == op, text(i + 4) == ")", startsLine(i + 5) || i + 5 >= count else {
      return false
    }
    let parts = text(i + 3).split(separator: ".").map { Int($0) ?? 0 }
    for k in 0..<max(parts.count, limit.count) {
      let a = k < parts.count ? parts[k] : 0
      let b = k < limit.count ? limit[k] : 0
      if a != b { return a < b }
    }
    return true
  }

  /// The source text of token `i` ("" outside the file).
  func text(_ i: Int) -> String {
    guard i >= 0, i < count else { return "" }
    return String(decoding: bytes[Int(tokens[i].start)..<Int(tokens[i].end)], as: UTF8.self)
  }

  /// The source text from the start of token `first` to the end of token `last`.
  func text(from first: Int, to last: Int) -> String {
    String(decoding: bytes[Int(tokens[first].start)..<Int(tokens[last].end)], as: UTF8.self)
  }

  /// Whether a line break comes before token `i`.
  func startsLine(_ i: Int) -> Bool { i < tokens.count && tokens[i].flags.contains(.newlineBefore) }

  /// 1-based line of token `i`.
  func line(of i: Int) -> Int {
    1 + bytes[0..<Int(tokens[i].start)].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
  }

  /// The bytes with token range `first...last` replaced by `replacement`.
  func replacing(from first: Int, to last: Int, with replacement: String) -> [UInt8] {
    Array(bytes[0..<Int(tokens[first].start)]) + Array(replacement.utf8) + Array(bytes[Int(tokens[last].end)...])
  }

  /// The bytes with `insertion` written right after token `last`.
  func inserting(_ insertion: String, after last: Int) -> [UInt8] {
    Array(bytes[0..<Int(tokens[last].end)]) + Array(insertion.utf8) + Array(bytes[Int(tokens[last].end)...])
  }

  private static let opens: [String: String] = ["(": ")", "[": "]", "{": "}"]
  private static let closes: [String: String] = [")": "(", "]": "[", "}": "{"]

  /// The index of the bracket closing the one opened at `open`.
  func matchingClose(_ open: Int) -> Int? {
    guard let want = Self.opens[text(open)] else { return nil }
    var stack = [want]
    var i = open + 1
    while i < count {
      let t = text(i)
      if let c = Self.opens[t] {
        stack.append(c)
      } else if Self.closes[t] != nil {
        guard stack.last == t else { return nil }
        stack.removeLast()
        if stack.isEmpty { return i }
      }
      i += 1
    }
    return nil
  }

  /// The index of the bracket opening the one closed at `close`.
  func matchingOpen(_ close: Int) -> Int? {
    guard let want = Self.closes[text(close)] else { return nil }
    var stack = [want]
    var i = close - 1
    while i >= 0 {
      let t = text(i)
      if let o = Self.closes[t] {
        stack.append(o)
      } else if Self.opens[t] != nil {
        guard stack.last == t else { return nil }
        stack.removeLast()
        if stack.isEmpty { return i }
      }
      i -= 1
    }
    return nil
  }

  /// Whether token `i` is a member written after a leading dot (`.payment`, `.unknown`), or
  /// after a type name ending in `suffix` (`OperationCategory.payment`).
  func isImplicitMember(_ i: Int, orAfterType suffix: String? = nil) -> Bool {
    guard i >= 2, text(i - 1) == "." else { return i == 1 && text(0) == "." }
    let before = text(i - 2)
    if let suffix, before.hasSuffix(suffix) { return true }
    let owner = tokens[i - 2].kind
    let glued = !tokens[i - 1].flags.contains(.spaceBefore)
    return !(glued && (owner == .identifier || before == ")" || before == "]" || before == "?" || before == "!"))
  }

  /// The first token of the postfix chain ending with the member access whose dot is `dot`
  /// (`self.evaluation?.reportConsumption`, `cache[0]!.reportConsumption`).
  func chainStart(dot: Int) -> Int? {
    var start = dot
    var j = dot - 1
    while j >= 0 {
      let t = text(j)
      if t == "?" || t == "!" {
        j -= 1
      } else if t == ")" || t == "]" {
        guard let open = matchingOpen(j) else { return nil }
        start = open
        j = open - 1
        guard j >= 0, !tokens[open].flags.contains(.spaceBefore), tokens[j].kind == .identifier else { break }
      } else if tokens[j].kind == .identifier || t == "self" || t == "super" {
        start = j
        guard j >= 1, text(j - 1) == ".", !tokens[j - 1].flags.contains(.spaceBefore) else { break }
        j -= 2
      } else {
        break
      }
    }
    return start == dot ? nil : start
  }

  /// Whether the `:` at `colon` ends a `case …:` or `default:` label.
  func endsCaseLabel(_ colon: Int) -> Bool {
    var i = colon - 1
    var steps = 0
    while i >= 0, steps < 400 {
      let t = text(i)
      if t == "case" || t == "default" { return true }
      if t == "{" || t == "}" || t == ";" || (t == "?" && tokens[i].flags.contains(.spaceBefore)) { return false }
      if t == ")" || t == "]" {
        guard let open = matchingOpen(i) else { return false }
        i = open
      }
      i -= 1
      steps += 1
    }
    return false
  }

  /// Whether a statement may begin at token `s`: after `{`, `;`, `in`, a case label, or on a
  /// new line after the end of an expression.
  func beginsStatement(_ s: Int) -> Bool {
    guard s > 0 else { return true }
    let prev = text(s - 1)
    if prev == "{" || prev == ";" || prev == "in" { return true }
    if prev == ":" { return endsCaseLabel(s - 1) }
    guard startsLine(s) else { return false }
    let kind = tokens[s - 1].kind
    if prev == "}" || prev == ")" || prev == "]" { return true }
    return kind == .identifier || kind == .integer || kind == .float || kind == .string
  }

  /// Whether the statement whose last token is `last` ends there.
  func endsStatement(_ last: Int) -> Bool {
    let next = last + 1
    guard next < count else { return true }
    let t = text(next)
    if t == "}" || t == ";" { return true }
    guard startsLine(next) else { return false }
    if t == "." || tokens[next].kind == .operator { return false }
    return true
  }

  /// The names the file declares with `var` or `let` (properties and locals alike).
  func declaredNames() -> Set<String> {
    var names: Set<String> = []
    for i in 0..<count where (text(i) == "var" || text(i) == "let") && i + 1 < count {
      if tokens[i + 1].kind == .identifier { names.insert(text(i + 1)) }
    }
    return names
  }

  /// Whether `name` is declared as an enum case anywhere in the file (`case unknown`,
  /// `case low, unknown`): an app's own enum then shares the member's spelling.
  func declaresCase(_ name: String) -> Bool {
    for i in 0..<count where text(i) == name {
      var j = i - 1
      while j >= 0, text(j) == "," || tokens[j].kind == .identifier { j -= 1 }
      guard j >= 0, text(j) == "case", j + 1 <= i else { continue }
      // `case .unknown` and `case let x` are patterns; `case unknown` is a declaration.
      if text(j + 1) != "." && text(j + 1) != "let" && text(j + 1) != "var" { return true }
    }
    return false
  }
}
