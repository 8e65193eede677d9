/// Expressions: operator precedence (Swift's default precedence groups), prefix and postfix
/// forms. Primary expressions are in `ParsePrimary.swift`.
extension SyntaxParser {
  /// Precedence levels, lowest first (Swift's standard library groups).
  enum Prec {
    /// `=` and compound assignments (right associative).
    static let assignment = 1
    /// `? :` (right associative).
    static let ternary = 2
    /// Operators of unknown precedence group (`DefaultPrecedence`).
    static let custom = 3
    /// `||`.
    static let disjunction = 4
    /// `&&`.
    static let conjunction = 5
    /// `==`, `<`, `===`, `~=`…
    static let comparison = 6
    /// `??` (right associative).
    static let nilCoalescing = 7
    /// `as`, `as?`, `as!`, `is`.
    static let casting = 8
    /// `...`, `..<`.
    static let range = 9
    /// `+`, `-`, `|`, `^`, `&+`, `&-`.
    static let addition = 10
    /// `*`, `/`, `%`, `&`, `&*`.
    static let multiplication = 11
    /// `<<`, `>>`, `&<<`, `&>>`.
    static let shift = 12
  }

  /// What kind of infix element is at the current token.
  enum InfixKind { case binary, assign, ternary, cast }

  /// A full expression (assignment and ternary included).
  mutating func parseExpr() -> Expr {
    if depth >= maxDepth {
      diagnose("nesting too deep; skipped")
      return skipExprRegion()
    }
    depth += 1
    defer { depth -= 1 }
    return parseBinary(minPrec: Prec.assignment)
  }

  /// The last token of the operator starting at `i`: a `>` followed by glued operator pieces
  /// (split by the lexer or by `prepare` so they could close generic lists) reads as one
  /// operator again (`a>>b`, `x>=y`).
  func operatorEnd(_ i: Int) -> Int {
    guard code(i) == .gt else { return i }
    var j = i
    while j + 1 < eofIndex && toks[j + 1].start == toks[j].end
      && (kind(j + 1) == .operator || code(j + 1) == .equal || code(j + 1) == .question || code(j + 1) == .bang)
    {
      j += 1
    }
    return j
  }

  /// Whether the token at `i` is an infix operator by Swift's whitespace rule.
  func isBinaryOperatorAt(_ i: Int) -> Bool {
    switch code(i) {
    case .equal: return true
    case .question: return !isLeftBound(i)
    case .kAs, .kIs: return true
    case .arrow, .dot, .backslash: return false
    default:
      guard kind(i) == .operator else { return false }
      return isLeftBound(i) == isRightBound(operatorEnd(i))
    }
  }

  /// Precedence and associativity of the infix element at the current token, if any.
  func infixHere() -> (prec: Int, rightAssoc: Bool, kind: InfixKind)? {
    guard isBinaryOperatorAt(pos) else { return nil }
    switch cur {
    case .equal: return (Prec.assignment, true, .assign)
    case .question: return (Prec.ternary, true, .ternary)
    case .kAs, .kIs: return (Prec.casting, false, .cast)
    default: break
    }
    let t0 = Int(toks[pos].start)
    let t1 = Int(toks[operatorEnd(pos)].end)
    let n = t1 - t0
    let b0 = bytes[t0]
    let last = bytes[t1 - 1]
    @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? bytes[t0 + k] : 0 }
    let eq = UInt8(ascii: "=")
    if last == eq && n >= 2 {
      // `==`, `!=`, `<=`, `>=`, `===`, `!==`, `~=` compare; other `…=` operators assign.
      let comparison =
        (n == 2
          && (b0 == eq || b0 == UInt8(ascii: "!") || b0 == UInt8(ascii: "<") || b0 == UInt8(ascii: ">")
            || b0 == UInt8(ascii: "~")))
        || (n == 3 && (b0 == eq || b0 == UInt8(ascii: "!")) && at(1) == eq)
        || (b0 == UInt8(ascii: ".") && n <= 4)
      return comparison ? (Prec.comparison, false, .binary) : (Prec.assignment, true, .assign)
    }
    switch n {
    case 1:
      switch b0 {
      case UInt8(ascii: "<"), UInt8(ascii: ">"): return (Prec.comparison, false, .binary)
      case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "|"), UInt8(ascii: "^"):
        return (Prec.addition, false, .binary)
      case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"):
        return (Prec.multiplication, false, .binary)
      default: return (Prec.custom, false, .binary)
      }
    case 2:
      let b1 = at(1)
      if b0 == UInt8(ascii: "|") && b1 == b0 { return (Prec.disjunction, false, .binary) }
      if b0 == UInt8(ascii: "&") && b1 == b0 { return (Prec.conjunction, false, .binary) }
      if b0 == UInt8(ascii: "?") && b1 == b0 { return (Prec.nilCoalescing, true, .binary) }
      if (b0 == UInt8(ascii: "<") || b0 == UInt8(ascii: ">")) && b1 == b0 { return (Prec.shift, false, .binary) }
      if b0 == UInt8(ascii: "&") {
        if b1 == UInt8(ascii: "+") || b1 == UInt8(ascii: "-") { return (Prec.addition, false, .binary) }
        if b1 == UInt8(ascii: "*") { return (Prec.multiplication, false, .binary) }
      }
      return (Prec.custom, false, .binary)
    case 3:
      if b0 == UInt8(ascii: ".") && at(1) == UInt8(ascii: ".") {
        if at(2) == UInt8(ascii: ".") || at(2) == UInt8(ascii: "<") { return (Prec.range, false, .binary) }
      }
      if b0 == UInt8(ascii: "&") && at(1) == at(2) && (at(1) == UInt8(ascii: "<") || at(1) == UInt8(ascii: ">")) {
        return (Prec.shift, false, .binary)
      }
      return (Prec.custom, false, .binary)
    default:
      return (Prec.custom, false, .binary)
    }
  }

  /// The name of the operator at the current token (split pieces joined) and moves past it.
  mutating func consumeOperatorName() -> Name {
    let end = operatorEnd(pos)
    let t0 = Int(toks[pos].start)
    let t1 = Int(toks[end].end)
    let n = Name(text: string(t0, t1), token: tokIndex)
    while pos <= end && !atEOF { advance() }
    return n
  }

  /// Precedence climbing over infix operators; the operand parser handles prefixes.
  mutating func parseBinary(minPrec: Int) -> Expr {
    let first = pos
    var lhs = parseUnary(minPrec: minPrec)
    let savedDepth = depth
    defer { depth = savedDepth }
    while true {
      if atFunctionTypeArrow() {
        // A function type used as a value (`[Key: (Int) throws -> Void]()`): kept opaque.
        _ = parseEffects()
        advance()
        _ = parseType()
        lhs = .opaque(first: TokenIndex(first), last: lastConsumed)
        continue
      }
      guard let info = infixHere(), info.prec >= minPrec else { break }
      depth += 1
      if depth >= maxDepth {
        diagnose("expression too long or deeply nested; skipped")
        let rest = skipExprRegion()
        if case .opaque(_, let last) = rest { return .opaque(first: TokenIndex(first), last: last) }
        return rest
      }
      switch info.kind {
      case .cast:
        let isIs = cur == .kIs
        advance()
        var kind: CastExpr.Kind = isIs ? .is : .as
        if !isIs && (cur == .question || cur == .bang) && !spaceBefore(pos) {
          kind = cur == .question ? .asOptional : .asForced
          advance()
        }
        let type = parseType() ?? TypeRef(text: "", first: tokIndex, last: tokIndex)
        lhs = .cast(CastExpr(kind: kind, operand: lhs, type: type))
      case .ternary:
        let question = advance()
        let then = parseBinary(minPrec: Prec.assignment)
        expect(.colon, "':' in a ternary expression")
        let otherwise = parseBinary(minPrec: Prec.ternary)
        lhs = .ternary(TernaryExpr(condition: lhs, questionToken: question, then: then, otherwise: otherwise))
      case .assign:
        let op = consumeOperatorName()
        let rhs = parseBinary(minPrec: Prec.assignment)
        lhs = .assign(BinaryExpr(op: op, lhs: lhs, rhs: rhs))
      case .binary:
        let op = consumeOperatorName()
        let rhs = parseBinary(minPrec: info.rightAssoc ? info.prec : info.prec + 1)
        lhs = .binary(BinaryExpr(op: op, lhs: lhs, rhs: rhs))
      }
    }
    return lhs
  }

  /// `->`, or `async`/`throws` then `->`, after an expression.
  func atFunctionTypeArrow() -> Bool {
    switch cur {
    case .arrow: return true
    case .kAsync, .kThrows, .kRethrows:
      return peek() == .arrow || (peek(2) == .arrow && (peek() == .kThrows || peek() == .kAsync))
    default: return false
    }
  }

  /// `try`, `await`, prefix operators, then a postfix expression. `try`/`await` cover the rest
  /// of the expression at the current precedence, as in Swift.
  mutating func parseUnary(minPrec: Int) -> Expr {
    var prefixes: [Name] = []
    defer { depth -= prefixes.count }
    while true {
      switch cur {
      case .kTry:
        let tok = advance()
        var kind = TryExpr.Kind.plain
        if (cur == .question || cur == .bang) && !spaceBefore(pos) {
          kind = cur == .question ? .optional : .forced
          advance()
        }
        return wrapPrefixes(
          prefixes, .try(TryExpr(kind: kind, tryToken: tok, operand: parseOperandAfterKeyword(minPrec))))
      case .kAwait where isExprStart(pos + 1):
        let tok = advance()
        return wrapPrefixes(prefixes, .await(token: tok, operand: parseOperandAfterKeyword(minPrec)))
      default:
        break
      }
      let contextualPrefix = (curKind == .identifier || cur == .kRepeat) && atContextualPrefixKeyword()
      if contextualPrefix
        || (curKind == .operator || cur == .amp) && !Self.isOperatorReference(code(pos + 1)) && !Self.isNonPrefix(cur)
      {
        if depth >= maxDepth {
          diagnose("expression too deeply nested; skipped")
          return wrapPrefixes(prefixes, skipExprRegion())
        }
        depth += 1
        if contextualPrefix {
          prefixes.append(name(pos))
          advance()
        } else {
          prefixes.append(consumeOperatorName())
        }
        continue
      }
      return wrapPrefixes(prefixes, parsePostfix())
    }
  }

  private mutating func parseOperandAfterKeyword(_ minPrec: Int) -> Expr {
    if depth >= maxDepth {
      diagnose("expression too deeply nested; skipped")
      return skipExprRegion()
    }
    depth += 1
    defer { depth -= 1 }
    return parseBinary(minPrec: minPrec)
  }

  private func wrapPrefixes(_ prefixes: [Name], _ operand: Expr) -> Expr {
    var e = operand
    for op in prefixes.reversed() { e = .prefix(op: op, operand: e) }
    return e
  }

  /// `consume x`, `copy x`, `yield &x`, `discard self`: contextual words used as prefix operators
  /// when an operand follows on the same line.
  func atContextualPrefixKeyword() -> Bool {
    let t = toks[pos]
    let n = t.end - t.start
    guard n >= 4 && n <= 7 else { return false }
    switch bytes[Int(t.start)] {
    case UInt8(ascii: "c"), UInt8(ascii: "y"), UInt8(ascii: "d"), UInt8(ascii: "u"), UInt8(ascii: "e"),
      UInt8(ascii: "r"):
      break
    default: return false
    }
    guard
      isText(pos, "consume") || isText(pos, "copy") || isText(pos, "yield") || isText(pos, "discard")
        || isText(pos, "unsafe") || isText(pos, "each") || isText(pos, "repeat")
    else {
      return false
    }
    let next = pos + 1
    if newlineBefore(next) { return false }
    // `consume(x)`, `copy(x)`, `yield(x)` with the parenthesis attached are calls to functions
    // of that name (apps have their own `consume(_:)`). After `consume` and `copy` a spaced
    // parenthesis is a call too: swiftc and SwiftParser read the ownership operator only before
    // a name or `self`, so `consume (evaluation)` calls the app's helper.
    if code(next) == .lparen
      && (!toks[next].flags.contains(.spaceBefore) || isText(pos, "consume") || isText(pos, "copy"))
    {
      return false
    }
    switch code(next) {
    case .kSelf, .kSelfType, .kSuper, .kTrue, .kFalse, .kNil, .amp, .kTry, .kAwait, .kEach: return true
    case .lparen: return true  // `repeat (each a, each b)`, `yield (x)`
    case .lbracket: return isText(pos, "repeat")  // `(repeat [each t])`: a pack expansion
    case .none: return [.identifier, .integer, .float, .string].contains(kind(next))
    default: return isIdent(next)
    }
  }

  /// Operator-kind tokens that never act as prefix operators.
  static func isNonPrefix(_ c: TK) -> Bool {
    switch c {
    case .lt, .gt, .dot, .backslash, .equal, .arrow, .question: return true
    default: return false
    }
  }

  /// An operator followed by one of these is a value (`reduce(0, +)`), not a prefix.
  static func isOperatorReference(_ next: TK) -> Bool {
    next == .rparen || next == .comma || next == .rbracket || next == .colon
  }

  /// Whether an expression can start at `i`.
  func isExprStart(_ i: Int) -> Bool {
    switch kind(i) {
    case .identifier, .integer, .float, .string, .regex, .operator: return true
    case .directive:
      switch code(i) {
      case .dIf, .dElseif, .dElse, .dEndif, .dWarning, .dError, .dSourceLocation: return false
      default: return true
      }
    case .keyword:
      switch code(i) {
      case .kSelf, .kSelfType, .kSuper, .kTrue, .kFalse, .kNil, .kTry, .kAwait, .kIf, .kSwitch, .underscore, .kInit,
        .kAny, .none:
        return true
      default: return false
      }
    case .punctuation:
      switch code(i) {
      case .lparen, .lbracket, .lbrace, .dot, .backslash, .underscore, .amp: return true
      default: return false
      }
    default: return false
    }
  }
}
