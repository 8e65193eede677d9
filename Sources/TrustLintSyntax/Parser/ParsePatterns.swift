/// Patterns in `case`, `catch`, `if case`, `for` and `let`/`var`. `binding` is true under
/// `let`/`var` (and in `for` and variable declarations), where bare names bind.
extension SyntaxParser {
  /// A pattern with its postfix `?` and `as T`.
  mutating func parsePattern(binding: Bool) -> Pattern {
    if depth >= maxDepth {
      diagnose("pattern nesting too deep; skipped")
      return .expression(skipExprRegion())
    }
    depth += 1
    defer { depth -= 1 }
    var p = parsePatternPrimary(binding: binding)
    while !atEOF {
      if cur == .question && isLeftBound(pos) {
        advance()
        p = .optional(p)
      } else if cur == .kAs && !(peek() == .question || peek() == .bang) {
        advance()
        let type = parseType() ?? TypeRef(text: "", first: tokIndex, last: tokIndex)
        p = .cast(p, type)
      } else {
        break
      }
    }
    return p
  }

  private mutating func parsePatternPrimary(binding: Bool) -> Pattern {
    let save = pos
    let savedDiagnostics = diagnostics.count
    let p = parseCaseShapedPattern(binding: binding)
    if let p {
      guard continuesAsExpression(), reparsedTokens < reparseLimit else { return p }
      // `Foo.bar(x).description`, `.a + 1`: an expression after all; read it again as one.
      reparsedTokens += pos - save
      pos = save
      diagnostics.removeSubrange(savedDiagnostics...)
    }
    return .expression(parseBinary(minPrec: Prec.custom))
  }

  /// After a case-shaped pattern: tokens that only an expression can continue with.
  private func continuesAsExpression() -> Bool {
    switch cur {
    case .dot: return true
    case .bang: return isLeftBound(pos)
    case .lparen, .lbracket: return !atLineStart
    case .kAs, .kIs, .equal, .question, .colon, .comma, .kWhere, .kIn: return false
    default: return isBinaryOperatorAt(pos)
    }
  }

  /// Patterns with a shape of their own; nil for an expression pattern.
  private mutating func parseCaseShapedPattern(binding: Bool) -> Pattern? {
    switch cur {
    case .kLet, .kVar:
      advance()
      return parsePattern(binding: true)
    case .underscore:
      return .wildcard(advance())
    case .kIs:
      advance()
      return .isType(parseType() ?? TypeRef(text: "", first: tokIndex, last: tokIndex))
    case .lparen:
      return parseTuplePattern(binding: binding)
    case .dot where isMemberName(pos + 1) && !atRangeOperatorAfterMember():
      advance()
      let caseName = name(pos)
      advance()
      return .enumCase(typePrefix: nil, name: caseName, payload: parsePayloadIfAny(binding: binding))
    default:
      break
    }
    if isIdent(pos) || cur == .kSelfType || cur == .kSelf {
      // `Tree<Command>.InitializationError.recursive(let c)`: a path through a generic type.
      if let names = genericPathNames(pos) {
        var prefix: Expr = .identifier(name(names[0]))
        for n in names.dropFirst().dropLast() { prefix = .member(MemberExpr(base: prefix, name: name(n))) }
        pos = names[names.count - 1]
        let caseName = name(pos)
        advance()
        return .enumCase(typePrefix: prefix, name: caseName, payload: parsePayloadIfAny(binding: binding))
      }
      // `Type.case(…)`: a dotted path of names that ends in a case name.
      if let path = dottedPathEnd(pos), code(path + 1) != .lt, !isRangeOperator(path + 1) {
        if path == pos {
          if binding && code(pos + 1) != .lparen {
            let n = name(pos)
            advance()
            return .binding(n)
          }
          // `case loader(let x):`, `case let loader(x):` inside the enum: a case pattern
          // without the dot (the type is implied), not a call.
          if code(pos + 1) == .lparen && !newlineBefore(pos + 1) && (binding || payloadBindsNames(from: pos + 1)) {
            let caseName = name(pos)
            advance()
            return .enumCase(typePrefix: nil, name: caseName, payload: parsePayloadIfAny(binding: binding))
          }
        } else {
          var prefix: Expr = .identifier(name(pos))
          advance()
          while pos + 1 < path {
            advance()
            prefix = .member(MemberExpr(base: prefix, name: name(pos)))
            advance()
          }
          advance()
          let caseName = name(pos)
          advance()
          return .enumCase(typePrefix: prefix, name: caseName, payload: parsePayloadIfAny(binding: binding))
        }
      }
    }
    // Anything else is an expression pattern (`nil`, `1...5`, `someValue`, `"text"`).
    return nil
  }

  /// `(p1, label: p2)`; a single unlabeled element is just that pattern.
  private mutating func parseTuplePattern(binding: Bool) -> Pattern {
    advance()
    var elements: [Pattern] = []
    var labeled = false
    while !atEOF && cur != .rparen {
      let start = pos
      if (isIdent(pos) || curKind == .keyword) && peek() == .colon && cur != .kLet && cur != .kVar {
        labeled = true
        advance()
        advance()
      }
      elements.append(parsePattern(binding: binding))
      if !continueList(close: .rparen, from: start, "expected ',' or ')' in a pattern") { break }
    }
    expect(.rparen, "')'")
    if elements.count == 1 && !labeled { return elements[0] }
    return .tuple(elements)
  }

  /// The associated-value patterns of `.case(…)`, when written.
  private mutating func parsePayloadIfAny(binding: Bool) -> [Pattern]? {
    guard cur == .lparen && !atLineStart else { return nil }
    if let close = compoundNameEnd(pos) {
      pos = close + 1  // `.compareString(_:)` names the case
      return nil
    }
    let p = parseTuplePattern(binding: binding)
    if case .tuple(let elements) = p { return elements }
    return [p]
  }

  /// The name tokens of `A<T>.B.c` starting at `i`, when the path has a generic argument list
  /// (a path without one is `dottedPathEnd`'s) and ends in a name that is not itself generic.
  private func genericPathNames(_ i: Int) -> [Int]? {
    guard code(i + 1) == .lt else { return nil }
    var names = [i]
    var j = i
    var generic = false
    while names.count < 64 {
      if code(j + 1) == .lt {
        guard let end = genericArgsEnd(j + 1) else { return nil }
        j = end
        generic = true
      }
      guard code(j + 1) == .dot && isMemberName(j + 2) else { break }
      j += 2
      names.append(j)
    }
    guard generic && names.count >= 2 && names.last == j && !isRangeOperator(j + 1) else { return nil }
    return names
  }

  /// The index of the last name of `a.b.c` starting at `i` (i itself when there is no dot).
  private func dottedPathEnd(_ i: Int) -> Int? {
    var j = i
    var steps = 0
    while code(j + 1) == .dot && isMemberName(j + 2) && steps < 64 {
      j += 2
      steps += 1
    }
    return j
  }

  /// Whether the parenthesised list opening at `open` has a `let` or `var` in it (looked for
  /// in its first 128 tokens: a payload pattern is short, and a long call is an expression).
  private func payloadBindsNames(from open: Int) -> Bool {
    var level = 0
    var j = open
    while j < open + 128 && j < eofIndex {
      switch code(j) {
      case .lparen, .lbracket: level += 1
      case .rparen, .rbracket:
        level -= 1
        if level == 0 { return false }
      case .kLet, .kVar: return true
      case .lbrace, .rbrace: return false
      default: break
      }
      j += 1
    }
    return false
  }

  private func isRangeOperator(_ i: Int) -> Bool {
    let c = code(i)
    return c == .ellipsis || c == .halfOpen
  }

  /// `.a ... .b` is an expression pattern, not a case pattern.
  private func atRangeOperatorAfterMember() -> Bool { isRangeOperator(pos + 2) }
}
