import TrustLintSyntax

/// Parameters whose written type rules out what is traced: a context or a category cannot
/// arrive through a `PredicateBindings` or a `String`, so their call sites are not followed.
extension CategoryTracer {
  /// Value types of the standard library and Foundation that hold neither a context nor a
  /// category.
  private static let plainValueTypes: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
    "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "Data", "Date", "URL", "UUID",
  ]

  /// Whether parameter `p` of the body `scope` cannot be a context or a category (traced in
  /// `mode` `.context` or `.category`): its type is written as one plain name that is no
  /// framework type, no alias of one, no generic parameter of the function or of an enclosing
  /// function or type, and either a plain value type of the standard library or a struct,
  /// class, enum or actor that the program declares (never a protocol: the framework's types
  /// may conform to the app's). A call site's argument then has that type too (Swift checks
  /// it), so following every call of a common name (`evaluate`, `insert`) into code that
  /// passes something else finds nothing and costs the lookup. Anything less certain is
  /// followed.
  func cannotHold(_ p: Parameter, of scope: BodyScope, mode: Mode) -> Bool {
    guard mode == .context || mode == .category, let written = p.type?.text else { return false }
    let name = TypeClassifier.normalized(written)
    guard !name.isEmpty, name.utf8.allSatisfy(TypeText.isIdentifierByte), name.utf8.first.map(Self.isDigit) == false,
      TypeClassifier.classify(name, alias: { _ in nil }) == nil, facts.classify(written) == nil,
      !isGenericParameter(name, in: scope)
    else { return false }
    if Self.plainValueTypes.contains(name) { return true }
    let declared = facts.program.index.types(named: name)
    let kinds = Set(declared.map(\.decl.kind))
    guard kinds.contains(where: { $0 != .extension }) else { return false }
    return kinds.isSubset(of: [.struct, .class, .enum, .actor, .extension])
  }

  /// Whether `name` is a generic parameter of the body's function, of a function around it, or
  /// of a type it belongs to (written in its generic clause: `<Output>`, `<T: Sendable>`).
  private func isGenericParameter(_ name: String, in scope: BodyScope) -> Bool {
    var current: BodyScope? = scope
    while let s = current {
      if let g = s.function?.genericParameters, Self.words(g).contains(name) { return true }
      current = s.parent
    }
    for owner in scope.ownerPath {
      for t in facts.program.index.types(named: owner) {
        if let g = t.decl.genericParameters, Self.words(g).contains(name) { return true }
      }
    }
    return false
  }

  /// The identifiers of a written clause.
  private static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
  }

  private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
