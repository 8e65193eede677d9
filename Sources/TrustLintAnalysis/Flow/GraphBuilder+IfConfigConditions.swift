import TrustLintSyntax

/// Two `#if` blocks with the same condition (`#if DEBUG … #endif` then `#if DEBUG … #else …
/// #endif`, or `#if !DEBUG`) are compiled together or not at all: a path through the first's
/// `DEBUG` clause goes through the second's `DEBUG` clause too. An `#if` with one condition
/// (and perhaps an `#else`) tests a condition slot keyed by that condition's text (as a tracked
/// `Bool` does, `GraphBuilder+Correlation.swift`), so that paths through opposite clauses of
/// two such blocks do not exist: one condition has one value in a build, whether it is a name
/// (`DEBUG`), a platform test (`targetEnvironment(simulator)`, `os(iOS) || os(macOS)`; a bare
/// `os(iOS)` is read by the parser as always true) or a compound (`DEBUG || STAGING`). A
/// leading `!` on a name or a call-like test (`!DEBUG`, `!targetEnvironment(simulator)`) is the
/// same slot with the opposite value; on a compound (`!A && B`) it is part of the text. `#elseif` chains are not related to one another; past
/// the body's condition slots, neither are these.
extension GraphBuilder {
  /// The slot and polarity of `c`'s condition, when it has one `#if` clause (and perhaps an
  /// `#else`) whose condition is `NAME` or `!NAME`.
  func buildConditionSlot(_ c: IfConfig) -> (slot: Int32, positive: Bool)? {
    guard !trackedNames.isEmpty, let first = c.clauses.first, let range = first.condition else { return nil }
    guard c.clauses.count == 1 || (c.clauses.count == 2 && c.clauses[1].condition == nil) else { return nil }
    var text = tree.text(from: range.first, through: range.last).filter { !$0.isWhitespace }
    var positive = true
    if text.hasPrefix("!"), Self.isConditionAtom(text.dropFirst()) {
      positive = false
      text.removeFirst()
    }
    guard !text.isEmpty, mentionsTrackedName(c) else { return nil }
    if let slot = buildConditionSlots[text] { return (slot, positive) }
    guard graph.conditions.count < PathStates.maxConditions else { return nil }
    let v = newVariable("#if " + text, temporary: true)
    graph.conditions.append(v)
    let slot = Int32(graph.conditions.count - 1)
    buildConditionSlots[text] = slot
    return (slot, positive)
  }

  /// Whether `text` (without whitespace) is one operand that a leading `!` negates as a whole:
  /// a name (`DEBUG`), a name and one parenthesised argument list (`canImport(TrustInsights)`),
  /// or a parenthesised condition. `A && B`, `os(iOS) || DEBUG` are not.
  static func isConditionAtom(_ text: Substring) -> Bool {
    let bytes = Array(text.utf8)
    guard let first = bytes.first else { return false }
    var i = 0
    while i < bytes.count, TypeText.isIdentifierByte(bytes[i]) { i += 1 }
    if i == bytes.count { return true }
    guard bytes[i] == UInt8(ascii: "("), i > 0 || first == UInt8(ascii: "(") else { return false }
    var depth = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "(") { depth += 1 }
      if bytes[i] == UInt8(ascii: ")") {
        depth -= 1
        // The group opened first closes only at the very end: `f(a)||g(b)` is two operands.
        if depth == 0 { return i == bytes.count - 1 }
      }
      i += 1
    }
    return false
  }

  /// Whether the block names a tracked variable: only such blocks spend one of the body's few
  /// condition slots (tracked `Bool` flags need them too).
  private func mentionsTrackedName(_ c: IfConfig) -> Bool {
    guard !trackedNames.isEmpty, let first = c.clauses.first?.directiveToken else { return false }
    let tokens = tree.tokens
    var i = Int(first)
    let last = min(Int(c.endToken), tokens.count - 1)
    while i <= last {
      if tokens[i].kind == .identifier, trackedNames.contains(tree.text(of: Int32(i))) { return true }
      i += 1
    }
    return false
  }
}
