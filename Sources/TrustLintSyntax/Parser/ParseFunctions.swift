/// Function-like declarations, parameters, `let`/`var` and property accessors.
extension SyntaxParser {
  /// `func`, `init`, `deinit` or `subscript` at the current keyword; a subscript's explicit accessors become `.function` statements of its body.
  mutating func parseFunction(_ kind: FunctionDecl.Kind, _ mods: DeclModifiers, _ first: TokenIndex) -> FunctionDecl {
    let keyword = advance()
    var fname = Name(text: text(Int(keyword)), token: keyword)
    // Whether the name is an operator is the name token's kind, not its first byte: `§`, `¶`
    // or `✓` start with a byte above 0x7F, as letters such as `é` do, and the lexer (as
    // SwiftParser) reads them as operator characters.
    var isOperatorName = false
    if kind == .function {
      if isIdent(pos) || curKind == .operator || curKind == .keyword || cur == .lt || cur == .gt || cur == .amp
        || cur == .bang
      {
        isOperatorName = !isIdent(pos) && curKind != .keyword
        fname = name(pos)
        advance()
        // An operator name such as `<` may be followed by `<T>`; a name ending in an operator
        // character never continues into a generic clause otherwise.
      } else {
        diagnose("expected a function name")
      }
    } else if kind == .initializer && (cur == .question || cur == .bang) && !spaceBefore(pos) {
      advance()
    }
    let generics = cur == .lt ? parseGenericParams() : nil
    var params: [Parameter] = []
    if cur == .lparen {
      params = parseParameterClause()
    } else if kind != .deinitializer {
      diagnose("expected a parameter list")
    }
    // An operator's operands carry no argument labels (`func ~> (evaluation: E, status: S)`
    // is applied as `e ~> .x`): the one name written is the parameter's name only.
    if isOperatorName {
      for i in params.indices { params[i].label = nil }
    }
    let effectsStart = pos
    let effects = parseEffects()
    let isRethrows = codes[effectsStart..<pos].contains(.kRethrows)
    var resultType: TypeRef?
    if eat(.arrow) { resultType = parseType() }
    let whereClause = cur == .kWhere ? parseWhereClause() : nil
    var body = DeclarationBody.none
    if cur == .lbrace {
      if kind == .subscript && accessorListAhead() {
        let lbrace = tokIndex
        let accessors = parseAccessorList(owner: fname, type: resultType)
        body = .parsed(Block(stmts: accessors.map { .function($0) }, lbrace: lbrace, rbrace: lastConsumed))
      } else {
        body = parseDeclarationBody()
      }
    }
    return FunctionDecl(
      kind: kind, name: fname, modifiers: mods, genericParameters: generics, parameters: params,
      isAsync: effects.isAsync, isThrows: effects.isThrows, resultType: resultType, whereClause: whereClause,
      declarationBody: body, firstToken: first, thrownType: effects.thrownType, isRethrows: isRethrows)
  }

  /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` in any order.
  /// `thrownType`: the type of `throws(E)` as written (normalised), nil for untyped throws.
  mutating func parseEffects() -> (isAsync: Bool, isThrows: Bool, thrownType: String?) {
    var isAsync = false
    var isThrows = false
    var thrownType: String?
    while true {
      switch cur {
      case .kAsync:
        isAsync = true
        advance()
      case .kThrows, .kRethrows:
        isThrows = true
        advance()
        if cur == .lparen && !atLineStart {
          let open = pos
          skipBalanced()
          if pos - 2 > open { thrownType = typeText(open + 1, pos - 2) }
        }
      case .modifier where isText(pos, "reasync"):
        isAsync = true
        advance()
      default:
        return (isAsync, isThrows, thrownType)
      }
    }
  }

  /// `(label name: Type = default, …)`.
  mutating func parseParameterClause() -> [Parameter] {
    advance()
    let saved = noTrailingClosure
    noTrailingClosure = false
    defer { noTrailingClosure = saved }
    var params: [Parameter] = []
    while !atEOF && cur != .rparen {
      let start = pos
      if let p = parseParameter() { params.append(p) }
      if !continueList(close: .rparen, from: start, "expected ',' or ')' in the parameter list") { break }
    }
    expect(.rparen, "')'")
    return params
  }

  /// One parameter; nil when nothing parameter-like is here.
  mutating func parseParameter() -> Parameter? {
    while curKind == .attribute { _ = parseAttribute() }
    guard isIdent(pos) || curKind == .keyword else {
      diagnose("expected a parameter name")
      return nil
    }
    let firstName = name(pos)
    advance()
    let label: String? = firstName.text == "_" ? nil : firstName.text
    var paramName = firstName
    if (isIdent(pos) || curKind == .keyword) && cur != .colon && !Self.isCloser(cur) {
      paramName = name(pos)
      advance()
    }
    var type: TypeRef?
    var isInout = false
    var isVariadic = false
    if eat(.colon) {
      while cur == .kInout || cur == .specifier || (cur == .modifier && isTypeStart(pos + 1)) {
        if cur == .kInout { isInout = true }
        if let end = modifierWithArgumentEnd(pos) {
          pos = end  // `nonisolated(nonsending) () async -> Void`
          break
        }
        advance()
      }
      // A pack expansion (`tags: repeat each Tag`) takes any number of arguments, as `T...` does.
      let isPackExpansion = cur == .kRepeat
      type = parseType()
      if cur == .ellipsis {
        isVariadic = true
        advance()
      } else if isPackExpansion {
        isVariadic = true
      }
    }
    let isEscaping = hasEscapingAttribute(type)
    let defaultValue = eat(.equal) ? parseExpr() : nil
    return Parameter(
      label: label, name: paramName, type: type, defaultValue: defaultValue, isInout: isInout,
      isVariadic: isVariadic, isEscaping: isEscaping)
  }

  /// Whether the type's leading attributes include `@escaping`.
  func hasEscapingAttribute(_ type: TypeRef?) -> Bool {
    guard let type else { return false }
    var i = Int(type.first)
    while i <= Int(type.last) && kind(i) == .attribute {
      if isText(i, "@escaping") { return true }
      i = attributeEnd(i)
    }
    return false
  }

  /// `let`/`var` with its comma-separated bindings, each with pattern, type, initializer, accessors.
  mutating func parseVar(_ mods: DeclModifiers) -> VarDecl {
    let isLet = cur == .kLet
    let keyword = advance()
    var bindings: [Binding] = []
    repeat {
      let start = pos
      let pattern = parsePattern(binding: true)
      let type = eat(.colon) ? parseType() : nil
      let initializer = eat(.equal) ? parseExpr() : nil
      var accessors: [FunctionDecl] = []
      if cur == .lbrace && (initializer == nil || accessorListAhead()) {
        let owner: Name
        if case .binding(let n) = pattern { owner = n } else { owner = Name(text: "_", token: TokenIndex(start)) }
        accessors = parseAccessors(owner: owner, type: type)
      }
      bindings.append(Binding(pattern: pattern, type: type, initializer: initializer, accessors: accessors))
      if pos == start { break }
    } while eat(.comma)
    return VarDecl(isLet: isLet, keywordToken: keyword, modifiers: mods, bindings: bindings)
  }

  /// `{ get … set … }` / `{ willSet … didSet … }` or a getter-only body (one `get` accessor).
  mutating func parseAccessors(owner: Name, type: TypeRef?) -> [FunctionDecl] {
    if accessorListAhead() { return parseAccessorList(owner: owner, type: type) }
    let lbrace = tokIndex
    let body = parseDeclarationBody()
    return [
      FunctionDecl(
        kind: .accessor("get"), name: owner, modifiers: DeclModifiers(), genericParameters: nil, parameters: [],
        isAsync: false, isThrows: false, resultType: type, whereClause: nil, declarationBody: body,
        firstToken: body.lbrace ?? lbrace)
    ]
  }

  /// At `{`: whether an accessor keyword (after attributes and modifiers) starts the block.
  func accessorListAhead() -> Bool {
    var j = pos + 1
    var steps = 0
    while steps < 32 {
      steps += 1
      if code(j) == .dIf || code(j) == .dElseif || code(j) == .dElse || code(j) == .dEndif {
        // `#if` around accessors: look at the first line of its clause.
        j += 1
        while j < eofIndex && !newlineBefore(j) { j += 1 }
        continue
      }
      if kind(j) == .attribute {
        j = attributeEnd(j)
        continue
      }
      if code(j) == .modifier || code(j) == .specifier {
        j += 1
        continue
      }
      break
    }
    let next = code(j + 1)
    switch code(j) {
    case .kGet, .kBorrow, .kMutate:
      return next != .lparen && next != .dot && isAccessorFollower(j + 1)
    case .kSet, .kWillSet, .kDidSet, .kRead, .kModify, .kUnsafeAddress, .kUnsafeMutableAddress:
      return next == .lparen || isAccessorFollower(j + 1)
    case .kInit:
      return next == .lparen || next == .lbrace
    default:
      return false
    }
  }

  private func isAccessorFollower(_ j: Int) -> Bool {
    switch code(j) {
    case .lbrace, .rbrace, .kAsync, .kThrows, .kGet, .kSet, .kWillSet, .kDidSet, .kRead, .kModify, .kBorrow, .kMutate:
      return true
    default: return newlineBefore(j) || code(j) == .modifier
    }
  }

  /// The accessors of a `{ get set }` block, each a `FunctionDecl` of kind `.accessor`.
  mutating func parseAccessorList(owner: Name, type: TypeRef?) -> [FunctionDecl] {
    advance()
    var accessors: [FunctionDecl] = []
    while !atEOF && cur != .rbrace {
      let first = tokIndex
      var mods = DeclModifiers()
      while curKind == .attribute || cur == .modifier || cur == .specifier {
        if curKind == .attribute {
          mods.attributes.append(parseAttribute())
        } else {
          mods.words.append(text(pos))
          advance()
        }
      }
      switch cur {
      case .kGet, .kSet, .kWillSet, .kDidSet, .kRead, .kModify, .kUnsafeAddress, .kUnsafeMutableAddress, .kInit,
        .kBorrow, .kMutate:
        accessors.append(parseAccessor(first: first, modifiers: mods, owner: owner, type: type))
      case .semicolon:
        advance()
      case .dIf, .dElseif, .dElse, .dEndif:
        // Accessors in `#if` clauses are listed together (they are alternatives).
        advance()
        if code(Int(first)) != .dElse && code(Int(first)) != .dEndif { _ = consumeRestOfLine() }
      default:
        diagnose("expected an accessor")
        _ = skipStatementRegion()
        if pos == Int(first) { advance() }
      }
    }
    _ = closeBrace()
    return accessors
  }

  /// One accessor (`get`, `set(newValue)`, `borrow`…) from its keyword to the end of its body.
  private mutating func parseAccessor(first: TokenIndex, modifiers mods: DeclModifiers, owner: Name, type: TypeRef?)
    -> FunctionDecl
  {
    let keyword = advance()
    var params: [Parameter] = []
    if cur == .lparen {
      advance()
      if isIdent(pos) {
        params.append(
          Parameter(
            label: nil, name: name(pos), type: type, defaultValue: nil, isInout: false, isVariadic: false,
            isEscaping: false))
      }
      while !atEOF && cur != .rparen && cur != .lbrace && cur != .rbrace { advance() }
      expect(.rparen, "')'")
    }
    let effects = parseEffects()
    let body = cur == .lbrace ? parseDeclarationBody() : .none
    return FunctionDecl(
      kind: .accessor(text(Int(keyword))), name: owner, modifiers: mods, genericParameters: nil,
      parameters: params, isAsync: effects.isAsync, isThrows: effects.isThrows, resultType: type,
      whereClause: nil, declarationBody: body, firstToken: first)
  }
}
