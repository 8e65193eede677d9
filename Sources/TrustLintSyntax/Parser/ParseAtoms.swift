/// Primary expressions: names, literals, parentheses, collections, key paths, `if`/`switch`
/// expressions, macro expansions.
extension SyntaxParser {
  /// A primary expression; a diagnostic and an `.opaque` at the current token when none starts here.
  mutating func parsePrimary() -> Expr {
    let c = cur
    switch c {
    case .dot:
      if isMemberName(pos + 1) {
        advance()
        let member = name(pos)
        advance()
        skipGenericArgsIfAny()
        return .implicitMember(member)
      }
    case .kTrue: return .literal(LiteralExpr(kind: .true, token: advance()))
    case .kFalse: return .literal(LiteralExpr(kind: .false, token: advance()))
    case .kNil: return .literal(LiteralExpr(kind: .nil, token: advance()))
    case .lparen:
      let open = tokIndex
      let (elements, close) = parseArguments(close: .rparen)
      return .tuple(TupleExpr(elements: elements, lparen: open, rparen: close))
    case .lbracket: return parseCollection()
    case .lbrace: return .closure(parseClosure())
    case .backslash: return parseKeyPath()
    case .kIf: return .ifExpr(parseIf(label: nil))
    case .kSwitch: return .switchExpr(parseSwitch(label: nil))
    case .kAny where startsTypeValue(pos), .kSome where startsTypeValue(pos):
      // `(any Error).self`: a type used as a value; `any(producers)` calls a function.
      let first = tokIndex
      _ = parseType()
      return .opaque(first: first, last: lastConsumed)
    case .kSelf, .kSelfType, .kSuper, .underscore, .kAny, .kInit:
      let n = name(pos)
      advance()
      skipGenericArgsIfAny()
      return .identifier(n)
    case .dSelector, .dKeyPath, .dAvailable, .dUnavailable:
      let first = advance()
      let last = cur == .lparen && !spaceBefore(pos) ? skipBalanced() : first
      return .opaque(first: first, last: last)
    case .dPoundLiteral:
      return .literal(LiteralExpr(kind: .pound, token: advance()))
    default:
      break
    }
    switch curKind {
    case .identifier:
      if isModuleSelector(pos + 1) { pos += 2 }  // `Swift::max(a, b)` names `max`
      let n = name(pos)
      advance()
      skipGenericArgsIfAny()
      return .identifier(n)
    case .integer: return .literal(LiteralExpr(kind: .integer, token: advance()))
    case .float: return .literal(LiteralExpr(kind: .float, token: advance()))
    case .string: return .literal(LiteralExpr(kind: .string, token: advance()))
    case .regex: return .literal(LiteralExpr(kind: .regex, token: advance()))
    case .operator where Self.isOperatorReference(code(operatorEnd(pos) + 1)):
      // `allSatisfy(>=)`: the pieces of a split `>=`/`>>` are one operator name.
      return .identifier(consumeOperatorName())
    case .directive where !Self.startsStatement(c) && c != .dWarning && c != .dError:
      // A macro expansion `#name(…)`: the call is built by the postfix loop.
      if isModuleSelector(pos + 1) { pos += 2 }  // `#Testing::sourceLocation` names `sourceLocation`
      let n = name(pos)
      advance()
      skipGenericArgsIfAny()
      return .identifier(n)
    case .attribute:
      // `(@convention(c) (Int) -> Void).self`: a type used as a value.
      let first = tokIndex
      _ = parseType()
      return .opaque(first: first, last: lastConsumed)
    case .keyword where c == .none:
      // Keywords without a grammatical role here (`Any`, `Type`…) read as names.
      let n = name(pos)
      advance()
      return .identifier(n)
    default:
      break
    }
    diagnose("expected an expression")
    let here = tokIndex
    if !atEOF && !Self.isCloser(c) && c != .comma && c != .semicolon && c != .colon && !Self.startsStatement(c)
      && c != .lbrace
    {
      advance()
    }
    return .opaque(first: here, last: here)
  }

  /// `[a, b]`, `[k: v]`, `[:]`.
  mutating func parseCollection() -> Expr {
    let open = advance()
    let saved = noTrailingClosure
    noTrailingClosure = false
    defer { noTrailingClosure = saved }
    if cur == .colon && peek() == .rbracket {
      advance()
      return .dictionary(DictionaryExpr(entries: [], lbracket: open, rbracket: advance()))
    }
    if (curKind == .integer || isIdent(pos)) && isText(pos + 1, "of") && isTypeStart(pos + 2) {
      advance()  // `[4 of Int](repeating: 0)`: an inline array type (SE-0483) used as a value
      advance()
      _ = parseType()
      expect(.rbracket, "']'")
      return .opaque(first: open, last: lastConsumed)
    }
    var elements: [Expr] = []
    var entries: [(key: Expr, value: Expr)] = []
    var isDictionary = false
    var first = true
    while !atEOF && cur != .rbracket {
      let start = pos
      let key = parseExpr()
      if first && cur == .colon { isDictionary = true }
      first = false
      if isDictionary {
        expect(.colon, "':' in a dictionary literal")
        entries.append((key, parseExpr()))
      } else {
        elements.append(key)
      }
      if !continueList(close: .rbracket, from: start, "expected ',' or ']'") { break }
    }
    let close: TokenIndex
    if cur == .rbracket {
      close = advance()
    } else {
      diagnose("expected ']'")
      close = lastConsumed
    }
    if isDictionary { return .dictionary(DictionaryExpr(entries: entries, lbracket: open, rbracket: close)) }
    return .array(ArrayExpr(elements: elements, lbracket: open, rbracket: close))
  }

  /// `\Root.path?.to[0]`, `\.path` — kept as a token range.
  mutating func parseKeyPath() -> Expr {
    let first = advance()
    if isIdent(pos) || code(pos) == .kSelfType {
      advance()
      skipGenericArgsIfAny()
    }
    while !atEOF && !spaceBefore(pos) {
      switch cur {
      case .dot:
        advance()
        if isMemberName(pos) {
          advance()
        } else if cur == .lbracket {
          skipBalanced()
        }
      case .question, .bang:
        advance()
      case .lbracket:
        skipBalanced()
      default:
        return .keyPath(first: first, last: lastConsumed)
      }
    }
    return .keyPath(first: first, last: lastConsumed)
  }

  /// Whether the `any`/`some` at `i` starts a type used as a value (`(any Error).self`) rather
  /// than naming a function called with a glued parenthesis (`any(producers)`, ReactiveSwift).
  func startsTypeValue(_ i: Int) -> Bool {
    isTypeStart(i + 1) && !(code(i + 1) == .lparen && !spaceBefore(i + 1))
  }
}
