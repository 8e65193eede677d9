import TrustLintSyntax

/// `let e = try await risk[.payment]` of a subscript whose getter is `get async throws` and
/// returns an evaluation runs that getter and produces an evaluation, as reading an async
/// computed property does (`ProgramIndex.propertyProducers`). Before, the read was an escape of
/// nothing: the evaluation was never tracked and a missing or second report went unseen
/// (probes-ei p34, p35, p38). Only an awaited read counts: a synchronous subscript that returns
/// a stored evaluation is a lookup, not a producer.
extension GraphBuilder {
  /// Whether the awaited subscript read `s` may run a producing async getter of the program,
  /// and whether that evaluation is optional; nil when no subscript of the program with an
  /// async getter of an evaluation type takes as many arguments, belongs to the base's type
  /// (where known) and accepts its literal arguments.
  func asyncSubscriptProducer(_ s: SubscriptExpr) -> Bool? {
    var found = false
    var optional = false
    // The base's type, where the enclosing type's property says it: `await quotes[symbol]` of
    // `let quotes = QuoteBook()` runs QuoteBook's subscript, never another type's producing one
    // of the same argument count (before: a false "never reported" on a price).
    // Only a type that declares subscripts of its own says so: a subclass or an alias of the
    // producing type (which declares none) keeps the match by argument count.
    let subscripts = index.functions(named: "subscript")
    let baseType = subscriptBaseTypeName(s.base).flatMap { t in subscripts.contains { $0.ownerPath.last == t } ? t : nil
    }
    for entry in subscripts where entry.returnsEvaluation {
      guard entry.decl.parameters.count == s.arguments.count, Self.hasAsyncGetter(entry.decl) else { continue }
      if let baseType, entry.ownerPath.last != baseType { continue }
      guard Self.literalsMayFill(s.arguments, entry.decl.parameters) else { continue }
      found = true
      optional = optional || entry.returnsOptional
    }
    return found ? optional : nil
  }

  /// The awaited read of a producing subscript (`asyncSubscriptProducer`), lowered: its
  /// arguments are read, and a new evaluation is created at the `[` token. Nil when `op` is no
  /// such read.
  func lowerAwaitedSubscriptProducer(_ op: Expr) -> Int32?? {
    guard case .subscript(let s) = op, let optional = asyncSubscriptProducer(s) else { return nil }
    _ = lowerExpr(s.base)
    for a in s.arguments { escapeValue(a.value, token: s.openToken) }
    return .some(createObject(callee: "subscript", token: s.openToken, optional: optional))
  }

  /// Whether the program declares a producing subscript (`asyncSubscriptProducer`): a body may
  /// then create an evaluation without spelling any producer's name (`try await risk[.payment]`).
  static func declaresAsyncSubscriptProducer(_ index: ProgramIndex) -> Bool {
    index.functions(named: "subscript").contains { $0.returnsEvaluation && hasAsyncGetter($0.decl) }
  }

  /// A subscript declared with `get async` (an accessor statement of its body), or such a getter
  /// itself.
  static func hasAsyncGetter(_ decl: FunctionDecl) -> Bool {
    if case .accessor("get") = decl.kind { return decl.isAsync }
    guard case .subscript = decl.kind, let body = decl.body else { return false }
    return body.stmts.contains {
      if case .function(let f) = $0, case .accessor("get") = f.kind { f.isAsync } else { false }
    }
  }

  /// The type of a subscript's base that is a property of the enclosing type (`quotes`,
  /// `self.quotes`), from its written type or its initializer `QuoteBook()`, or a parameter of
  /// the function (`rates: FXRates`); nil for a local of the body, or where nothing says.
  private func subscriptBaseTypeName(_ base: Expr) -> String? {
    let name: String
    switch SyntaxQueries.stripped(base) {
    case .identifier(let n):
      // A parameter not shadowed by a local of the same name says its written type.
      if let v = parameterVariables[n.text], lookup(n.text) == v, !bindings.bound.contains(n.text) {
        return writtenParameterType(n.text).flatMap(Self.simpleTypeName)
      }
      guard !bindings.bound.contains(n.text), parameterVariables[n.text] == nil else { return nil }
      name = n.text
    case .member(let m):
      guard case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" else { return nil }
      name = m.name.text
    default: return nil
    }
    guard !ownerPath.isEmpty else { return nil }
    let own = index.properties(named: name, fromFile: fileIndex).filter { $0.ownerPath == ownerPath && !$0.isStatic }
    guard own.count == 1, let p = own.first else { return nil }
    if let t = p.type { return Self.simpleTypeName(t.text) }
    if case .call(let c) = p.initializer.map(SyntaxQueries.stripped), case .identifier(let t) = c.callee {
      return Self.simpleTypeName(t.text)
    }
    return nil
  }

  /// `Module.Type<X>?` → `Type`; nil for anything that is not a plain (possibly qualified) name.
  private static func simpleTypeName(_ text: String) -> String? {
    var t = Substring(text)
    while t.last == "?" || t.last == "!" { t = t.dropLast() }
    if let lt = t.firstIndex(of: "<") { t = t[..<lt] }
    if let dot = t.lastIndex(of: ".") { t = t[t.index(after: dot)...] }
    guard let first = t.first, first.isUppercase, t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      return nil
    }
    return String(t)
  }

  /// Whether no literal argument rules the subscript out: a string literal cannot fill an
  /// `Int` parameter, nor a number a `String` one (`await desk["Pay"]` beside `subscript(amount:
  /// Int)` that produces). Other arguments and other types may fill anything.
  private static func literalsMayFill(_ arguments: [Argument], _ parameters: [Parameter]) -> Bool {
    let numbers: Set<String> = [
      "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
      "CGFloat", "Decimal", "Bool",
    ]
    let texts: Set<String> = ["String", "Substring", "Character", "Bool"]
    for (a, p) in zip(arguments, parameters) {
      guard case .literal(let l) = SyntaxQueries.stripped(a.value),
        let type = p.type.flatMap({ simpleTypeName($0.text) })
      else { continue }
      if l.kind == .string && numbers.contains(type) { return false }
      if (l.kind == .integer || l.kind == .float) && texts.contains(type) { return false }
    }
    return true
  }
}
