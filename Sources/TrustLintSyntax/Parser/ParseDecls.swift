/// Declarations: modifiers and attributes, types, functions, variables, aliases, imports, enum cases.
extension SyntaxParser {
  /// Whether a declaration starts at the current token (after any attributes and modifiers).
  func atDeclarationStart() -> Bool {
    if curKind == .attribute { return true }
    return declIntroducer(from: pos) != nil
  }

  /// Index of the declaration keyword after attributes and modifiers starting at `i`, if any.
  func declIntroducer(from i: Int) -> Int? {
    var j = i
    var steps = 0
    while steps < 64 {
      steps += 1
      if kind(j) == .attribute {
        j = attributeEnd(j)
        continue
      }
      let c = code(j)
      if c == .kAsync && (code(j + 1) == .kLet || code(j + 1) == .kVar) {
        j += 1
        continue
      }
      if c == .modifier || c == .specifier {
        j += 1
        if code(j) == .lparen && (!spaceBefore(j) || code(j + 1) == .kSet) && code(j + 2) == .rparen { j += 3 }
        continue
      }
      if c == .kClass && Self.followsClassModifier(code(j + 1)) {
        j += 1
        continue
      }
      return isIntroducer(j) ? j : nil
    }
    return nil
  }

  /// `class` is a modifier when another declaration keyword or modifier follows it.
  static func followsClassModifier(_ c: TK) -> Bool {
    switch c {
    case .kFunc, .kVar, .kLet, .kSubscript, .kTypealias, .modifier, .kClass: return true
    default: return false
    }
  }

  /// A declaration keyword at `j` (contextual ones need a name after them on the same line).
  func isIntroducer(_ j: Int) -> Bool {
    switch code(j) {
    case .kImport, .kTypealias, .kFunc, .kInit, .kDeinit, .kSubscript, .kClass, .kStruct, .kEnum, .kProtocol,
      .kExtension, .kLet, .kVar, .kCase, .kOperator, .kPrecedencegroup, .kAssociatedtype:
      return true
    case .kActor, .kMacro:
      return isIdent(j + 1) && !newlineBefore(j + 1)
    default:
      return false
    }
  }

  /// Index just past the attribute at `i` with its generic arguments and argument list
  /// (`@Attr<T>(args)`, both glued to the name), and members after generic arguments
  /// (`@FocusState<Field?>.Binding`, a property wrapper's nested type).
  func attributeEnd(_ i: Int) -> Int {
    var j = i + 1
    if isModuleSelector(j) { j += 2 }  // `@Testing::Test`
    var rounds = 0
    while rounds < 8 {
      rounds += 1
      while code(j) == .dot && !spaceBefore(j) && isIdent(j + 1) && !spaceBefore(j + 1) { j += 2 }
      guard code(j) == .lt && !spaceBefore(j) else { break }
      var level = 0
      var steps = 0
      while j < eofIndex && steps < 256 {
        steps += 1
        if code(j) == .lt { level += 1 } else if code(j) == .gt { level -= 1 }
        j += 1
        if level == 0 { break }
      }
    }
    if code(j) == .lparen && !spaceBefore(j) && !Self.takesNoArguments(text(i)) {
      let close = scanBalanced(j)
      // `@MainActor([Item]) -> Void`: a glued parenthesis followed by `->` is the function
      // type's parameter list, as swiftc reads it; no attribute's arguments are followed by one.
      if !startsFunctionTypeResult(close + 1) { j = close + 1 }
    }
    return j
  }

  /// Whether `->` follows at `i`, after any `async`, `throws`, `throws(E)` or `rethrows`.
  func startsFunctionTypeResult(_ i: Int) -> Bool {
    var k = i
    var steps = 0
    while steps < 4 && (code(k) == .kAsync || code(k) == .kThrows || code(k) == .kRethrows) {
      steps += 1
      k += 1
      if code(k - 1) == .kThrows && code(k) == .lparen && !spaceBefore(k) { k = scanBalanced(k) + 1 }
    }
    return code(k) == .arrow
  }

  /// Type attributes that never take an argument list: a parenthesis glued to one starts the
  /// function type it marks (`completion: @escaping(Error?) -> Void`, which swiftc accepts).
  static func takesNoArguments(_ attribute: String) -> Bool {
    switch attribute {
    case "@escaping", "@autoclosure", "@Sendable", "@noescape": return true
    default: return false
    }
  }

  /// Index of the closer matching the opener at `i` (or the last token), without moving.
  func scanBalanced(_ i: Int) -> Int {
    var level = 0
    var j = i
    while j < eofIndex {
      let c = codes[j]
      if Self.isOpener(c) {
        level += 1
      } else if Self.isCloser(c) {
        level -= 1
        if level <= 0 { return j }
      }
      j += 1
    }
    return eofIndex - 1
  }

  /// Attributes (`@MainActor`, `@available(iOS 15, *)` kept as `available(iOS 15,*)`) and modifiers.
  mutating func parseModifiers() -> DeclModifiers {
    var mods = DeclModifiers()
    guard let introducer = declIntroducer(from: pos) else {
      // Attributes before something that is not a declaration: keep them, the caller reports.
      while curKind == .attribute { mods.attributes.append(parseAttribute()) }
      return mods
    }
    while pos < introducer && !atEOF {
      if curKind == .attribute {
        mods.attributes.append(parseAttribute())
        continue
      }
      if cur == .kAsync {
        mods.words.append("async")
        advance()
        continue
      }
      let first = advance()
      // `private(set)`; Swift also takes `private (set)` (written so in real apps).
      if cur == .lparen && (!spaceBefore(pos) || peek(1) == .kSet) && peek(2) == .rparen {
        advance()
        advance()
        advance()
        mods.words.append(typeText(Int(first), pos - 1))
      } else {
        mods.words.append(text(Int(first)))
      }
    }
    return mods
  }

  /// One attribute with its adjacent argument list, as normalised text without `@`.
  mutating func parseAttribute() -> String {
    let at = pos
    let end = attributeEnd(pos)
    let named = isModuleSelector(at + 1) ? at + 2 : at  // `@Testing::Test` reads `Test`
    var s = end - named > 1 ? text(named) + typeText(named + 1, end - 1) : text(named)
    if named == at { s.removeFirst() }
    while pos < end && !atEOF { advance() }
    return s
  }

  /// A declaration at the current token (attributes and modifiers first).
  mutating func parseDeclaration() -> Stmt {
    let first = tokIndex
    let mods = parseModifiers()
    switch cur {
    case .kImport: return parseImport(mods)
    case .kTypealias: return parseTypeAlias(mods)
    case .kFunc: return .function(parseFunction(.function, mods, first))
    case .kInit: return .function(parseFunction(.initializer, mods, first))
    case .kDeinit: return .function(parseFunction(.deinitializer, mods, first))
    case .kSubscript: return .function(parseFunction(.subscript, mods, first))
    case .kClass: return .type(parseTypeDecl(.class, mods))
    case .kStruct: return .type(parseTypeDecl(.struct, mods))
    case .kEnum: return .type(parseTypeDecl(.enum, mods))
    case .kProtocol: return .type(parseTypeDecl(.protocol, mods))
    case .kExtension: return .type(parseTypeDecl(.extension, mods))
    case .kActor where isIntroducer(pos): return .type(parseTypeDecl(.actor, mods))
    case .kLet, .kVar: return .variable(parseVar(mods))
    case .kCase: return parseEnumCase()
    case .kPrecedencegroup:
      advance()
      while !atEOF && cur != .lbrace && !atLineStart { advance() }
      let last = cur == .lbrace ? skipBalanced() : lastConsumed
      return .unparsed(first: first, last: last)
    case .kMacro:
      // `macro name<T>(params) -> T = #externalMacro(…) where …`: read through, kept unparsed.
      advance()
      advance()
      if cur == .lt { _ = parseGenericParams() }
      if cur == .lparen { _ = parseParameterClause() }
      if eat(.arrow) { _ = parseType() }
      if eat(.equal) { _ = parseExpr() }
      if cur == .kWhere { _ = parseWhereClause() }
      return .unparsed(first: first, last: lastConsumed)
    case .kOperator, .kAssociatedtype:
      var last = advance()
      // To the end of the line or a `where`, whose requirements may go on over the next lines
      // (`associatedtype Items: Collection where` then `Items.Index == Int,` below it).
      var level = 0
      while !atEOF && (!atLineStart || level > 0) && !(level == 0 && cur == .kWhere) {
        if Self.isOpener(cur) { level += 1 } else if Self.isCloser(cur) { level -= 1 }
        if level < 0 { break }
        last = advance()
      }
      if cur == .kWhere, let requirements = parseWhereClause() { last = requirements.last }
      return .unparsed(first: first, last: last)
    default:
      if curKind == .directive && isExprStart(pos) {
        // `@available(…) #Preview { … }`: a macro expansion with attributes.
        return .expr(parseExpr())
      }
      if (cur == .dIf || cur == .dElseif || cur == .dElse || cur == .dEndif) && mods.words.isEmpty {
        // `#if X @available(…) #endif func f()`: attributes alone in a clause.
        return .unparsed(first: first, last: lastConsumed)
      }
      diagnose("expected a declaration after attributes or modifiers")
      return .unparsed(first: first, last: pos > Int(first) ? lastConsumed : first)
    }
  }

  /// `[@attributes] import [kind] Module.Path`.
  mutating func parseImport(_ mods: DeclModifiers) -> Stmt {
    let importToken = advance()
    switch cur {
    case .kStruct, .kClass, .kEnum, .kProtocol, .kTypealias, .kFunc, .kLet, .kVar: advance()
    default: break
    }
    // The module name may stand on the next line (`import` then `  TrustInsights`), as the
    // compiler reads it; a keyword there starts the next declaration instead.
    if atEOF || (atLineStart && !isIdent(pos)) {
      diagnose("expected a module name")
      return .unparsed(first: importToken, last: importToken)
    }
    let module = name(pos)
    advance()
    while cur == .dot && !atLineStart {
      advance()
      if !atLineStart { advance() }
    }
    return .importDecl(ImportDecl(importToken: importToken, module: module, attributes: mods.attributes))
  }

  /// `typealias Name<T> = Type where …`.
  mutating func parseTypeAlias(_ mods: DeclModifiers) -> Stmt {
    advance()
    let aliasName = name(pos)
    if isIdent(pos) { advance() } else { diagnose("expected a type alias name") }
    if cur == .lt { _ = parseGenericParams() }
    var aliased: TypeRef?
    if eat(.equal) { aliased = parseType() } else { diagnose("expected '='") }
    if cur == .kWhere { _ = parseWhereClause() }
    return .typeAlias(TypeAliasDecl(name: aliasName, modifiers: mods, aliased: aliased))
  }

  /// `<T: P, each U>` as normalised text.
  mutating func parseGenericParams() -> String {
    let first = pos
    var level = 0
    while !atEOF {
      let c = cur
      if c == .lbrace || c == .rbrace || c == .semicolon { break }
      if c == .lt { level += 1 } else if c == .gt { level -= 1 }
      if Self.isOpener(c) { skipBalanced() } else { advance() }
      if level <= 0 { break }
    }
    return pos > first ? typeText(first, pos - 1) : ""
  }

  /// `where A: P, B == C` — the requirements' token range (after `where`).
  mutating func parseWhereClause() -> (first: TokenIndex, last: TokenIndex)? {
    var requirements: [(subject: TypeRef, constraint: TypeRef)] = []
    return parseWhereClause(&requirements)
  }

  /// `parseWhereClause`, also giving the requirements as written (`Wrapped == X`, `Wrapped: X`).
  mutating func parseWhereClause(
    _ requirements: inout [(subject: TypeRef, constraint: TypeRef)]
  ) -> (first: TokenIndex, last: TokenIndex)? {
    advance()
    let first = tokIndex
    while !atEOF {
      let start = pos
      let subject = parseType()
      if cur == .eqeq && (kind(pos + 1) == .integer || (isText(pos + 1, "-") && kind(pos + 2) == .integer)) {
        advance()  // `where N == 2`: a value generic's requirement
        _ = eatValueGenericArgument()
      } else if eat(.colon) || eat(.eqeq), let constraint = parseType(), let subject {
        requirements.append((subject, constraint))
      }
      if pos == start {
        diagnose("expected a requirement")
        break
      }
      if !eat(.comma) { break }
      // Swift 6.1 takes a trailing comma: `where T: Equatable, {`.
      if cur == .lbrace || cur == .rbrace || cur == .semicolon { break }
    }
    return pos > Int(first) ? (first, lastConsumed) : nil
  }

  /// A class, struct, enum, actor, protocol or extension with its members.
  mutating func parseTypeDecl(_ kind: TypeDecl.Kind, _ mods: DeclModifiers) -> TypeDecl {
    advance()
    var declName = name(pos)
    var extended: TypeRef?
    if kind == .extension {
      extended = parseType()
      if let e = extended { declName = Name(text: e.text, token: e.first) } else { diagnose("expected a type") }
    } else if isIdent(pos) {
      advance()
    } else {
      diagnose("expected a type name")
    }
    let generics = cur == .lt ? parseGenericParams() : nil
    var inheritance: [TypeRef] = []
    if eat(.colon) {
      repeat {
        if let t = parseType() { inheritance.append(t) } else { break }
      } while eat(.comma)
    }
    var requirements: [(subject: TypeRef, constraint: TypeRef)] = []
    let whereClause = cur == .kWhere ? parseWhereClause(&requirements) : nil
    // `extension Optional where Wrapped == X` (or `Wrapped: X`): its members' `self` is an `X?`.
    var wrapped: TypeRef?
    if kind == .extension, let e = extended?.text, e == "Optional" || e == "Swift.Optional" {
      wrapped = requirements.first { $0.subject.text == "Wrapped" }?.constraint
    }
    // `extension Result where Success == X`: its members' `self` is a `Result<X, Failure>`.
    var success: TypeRef?
    if kind == .extension, let e = extended?.text, e == "Result" || e == "Swift.Result" {
      success = requirements.first { $0.subject.text == "Success" }?.constraint
    }
    // `extension Array where Element == X` (or `Sequence`, `Collection`, …): `self` holds `X`s.
    var element: TypeRef?
    if kind == .extension, let e = extended?.text, TypeDecl.elementHoldingTypes.contains(e) {
      element = requirements.first { $0.subject.text == "Element" }?.constraint
    }
    var members: [Stmt] = []
    var lbrace = tokIndex
    var rbrace = tokIndex
    if cur == .lbrace {
      let saved = noTrailingClosure
      noTrailingClosure = false
      lbrace = advance()
      members = parseStmtList(.block)
      rbrace = closeBrace()
      noTrailingClosure = saved
    } else {
      diagnose("expected '{' to start the body")
    }
    return TypeDecl(
      kind: kind, name: declName, extendedType: extended, modifiers: mods, genericParameters: generics,
      inheritance: inheritance, whereClause: whereClause, members: members, lbrace: lbrace, rbrace: rbrace,
      optionalWrapped: wrapped, resultSuccess: success, sequenceElement: element)
  }

  /// `case a, b(Int), c = 1` (associated values kept as a type, raw values read and not kept).
  mutating func parseEnumCase() -> Stmt {
    let caseToken = advance()
    var names: [Name] = []
    var payloads: [TypeRef?] = []
    repeat {
      guard isIdent(pos) || curKind == .keyword else {
        diagnose("expected an enum case name")
        break
      }
      names.append(name(pos))
      advance()
      payloads.append(cur == .lparen ? parseCasePayload() : nil)
      if eat(.equal) { _ = parseExpr() }
    } while eat(.comma)
    return .enumCase(EnumCaseDecl(caseToken: caseToken, names: names, payloads: payloads))
  }

  /// At the `(` of a case's associated values: they read as a tuple type (labels and default
  /// values included), which says what a payload bound by `case .b(let x)` is. When they do
  /// not, they are skipped as before, without a diagnostic of their own.
  private mutating func parseCasePayload() -> TypeRef? {
    let start = pos
    let reported = diagnostics.count
    if let type = parseType(), diagnostics.count == reported, code(Int(type.last)) == .rparen,
      Int(type.last) == pos - 1
    {
      return type
    }
    pos = start
    diagnostics.removeSubrange(reported...)
    skipBalanced()
    return nil
  }
}
