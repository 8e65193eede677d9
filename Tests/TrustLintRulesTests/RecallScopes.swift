/// What a `{` opens, as far as the early-exit mutants need to know: whether a `return` or a
/// `try` written inside is valid, and where the body that owns a local ends.
enum RecallBlockKind: Equatable {
  /// A function, initializer, subscript or accessor body; `throws` when its signature says so.
  case function(throws: Bool)
  /// A closure (its throwing is not known from the tokens).
  case closure
  /// The body of a type or extension: a `let` there is a property.
  case typeBody
  /// The body of a `do` statement.
  case doBlock
  /// The body of a `defer`: nothing may return or throw out of it.
  case deferBlock
  /// Any other statement block (`if`, `guard … else`, `for`, `switch`, `catch`, …).
  case statement

  /// Whether this block owns its locals' paths: a function or a closure.
  var isBody: Bool {
    switch self {
    case .function, .closure: true
    default: false
    }
  }
}

/// Scope questions on the lexer view, for `RecallEarlyExitMaker`. Linear scans bounded by the
/// file; each mutant asks a handful of them, so a fixture run stays in milliseconds.
extension RecallTokens {
  /// The innermost `{` that is open at token `i` (nil at top level).
  func enclosingOpen(_ i: Int) -> Int? {
    var depth = 0
    var j = i - 1
    while j >= 0 {
      let t = text(j)
      if t == "}" {
        depth += 1
      } else if t == "{" {
        if depth == 0 { return j }
        depth -= 1
      }
      j -= 1
    }
    return nil
  }

  /// The blocks enclosing token `i`, innermost first, up to and including the first function,
  /// closure or type body (the list ends earlier only at top level).
  func scopeChain(at i: Int) -> [(open: Int, kind: RecallBlockKind)] {
    var chain: [(open: Int, kind: RecallBlockKind)] = []
    var at = i
    while let open = enclosingOpen(at) {
      let kind = blockKind(open)
      chain.append((open, kind))
      if kind.isBody || kind == .typeBody { break }
      at = open
    }
    return chain
  }

  private static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "static", "final", "override", "mutating",
    "nonmutating", "nonisolated", "convenience", "required", "lazy", "weak", "unowned", "dynamic",
    "indirect", "package", "distributed",
  ]
  private static let statementKeywords: Set<String> = [
    "if", "guard", "while", "for", "switch", "catch", "else", "repeat", "do", "defer", "case", "default",
  ]
  private static let functionKeywords: Set<String> = [
    "func", "init", "deinit", "subscript", "get", "set", "willSet", "didSet", "_read", "_modify",
  ]
  private static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]

  /// What the `{` at `open` opens, read from the head of its statement (the tokens back to
  /// the start of that statement, brackets skipped whole).
  func blockKind(_ open: Int) -> RecallBlockKind {
    let before = text(open - 1)
    if before == "do" { return .doBlock }
    if before == "defer" { return .deferBlock }
    if before == "else" || before == "repeat" { return .statement }
    var j = open - 1
    var steps = 0
    var sawEquals = false
    var sawThrows = false
    var head = 0
    while j >= 0, steps < 400 {
      let t = text(j)
      if t == ")" || t == "]" {
        guard let o = matchingOpen(j) else { return .closure }
        j = o
      } else if t == "(" || t == "[" {
        return .closure
      } else if t == "{" || t == "}" || t == ";" {
        head = j + 1
        break
      } else if t == ":" && endsCaseLabel(j) {
        head = j + 1
        break
      } else if t == "=" {
        sawEquals = true
      } else if t == "throws" || t == "rethrows" {
        sawThrows = true
      }
      if beginsStatement(j) {
        head = j
        break
      }
      j -= 1
      steps += 1
    }
    var k = head
    while k < open {
      let t = text(k)
      if t.hasPrefix("@") {
        k += 1
        if text(k) == "(", !tokens[k].flags.contains(.spaceBefore), let close = matchingClose(k) { k = close + 1 }
      } else if Self.modifiers.contains(t) || (t == "class" && !Self.typeName(text(k + 1))) {
        k += 1
        if text(k) == "(", let close = matchingClose(k) { k = close + 1 }  // `private(set)`
      } else {
        break
      }
    }
    let first = text(k)
    if Self.statementKeywords.contains(first) { return .statement }
    if Self.functionKeywords.contains(first) { return .function(throws: sawThrows) }
    if Self.typeKeywords.contains(first) { return .typeBody }
    if (first == "var" || first == "let") && !sawEquals { return .function(throws: sawThrows) }
    return .closure
  }

  /// Whether the token after `class` names a type (`class Foo`), not a member (`class func`).
  private static func typeName(_ next: String) -> Bool {
    !functionKeywords.contains(next) && next != "var" && next != "let" && !modifiers.contains(next)
  }
}
