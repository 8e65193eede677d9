import TrustLintSyntax

/// The type names each type of the program declares inside itself (nested types, type aliases,
/// generic parameters), so that an unqualified name written in a member means the innermost
/// declaration of it, as in Swift: `FeeCalculator`'s own `typealias Evaluation = MathResult`,
/// or a generic parameter `MemoCache<Evaluation>`, is not the app's evaluation alias of that
/// name declared elsewhere. Aliases are otherwise matched by simple name program-wide.
struct TypeScopes {
  /// Owner path (`A.B`) → names declared inside it.
  private var members: [String: Set<String>] = [:]
  /// Every name some type declares inside itself: most lookups end here.
  private var anyMember: Set<String> = []
  /// `A.B.Name` of nested aliases whose aliased type is an evaluation type.
  private var evaluationMembers: Set<String> = []
  /// Their simple names (`Name`): a type whose program-wide meaning is not an evaluation can
  /// be one inside a type only through one of these (`mayNameNestedEvaluation`).
  private var evaluationMemberNames: Set<String> = []
  /// `A.B.Name` → the aliased type, for every nested alias.
  private var aliasTargets: [String: String] = [:]
  /// The simple names of the types any alias of the program (nested or not) aliases: a class
  /// one names may have subclasses that write the alias (`ProgramIndex.subclassPaths`).
  private(set) var aliasedTypeNames: Set<String> = []

  init(types: [TypeEntry], aliases: [TypeAliasEntry], isEvaluation: (String) -> Bool) {
    for t in types {
      var names = Set<String>()
      Self.collect(t.decl.members, into: &names)
      names.formUnion(Self.genericNames(t.decl.genericParameters))
      guard !names.isEmpty else { continue }
      members[(t.ownerPath + [t.name]).joined(separator: "."), default: []].formUnion(names)
      anyMember.formUnion(names)
    }
    aliasedTypeNames = Set(aliases.compactMap { $0.decl.aliased.flatMap { TypeText.base(of: $0.text)?.name } })
    for a in aliases where !a.ownerPath.isEmpty {
      guard let target = a.decl.aliased?.text else { continue }
      let key = (a.ownerPath + [a.name]).joined(separator: ".")
      aliasTargets[key] = target
      if isEvaluation(target) {
        evaluationMembers.insert(key)
        evaluationMemberNames.insert(a.name)
      }
    }
  }

  /// The innermost declaration (`A.B.Name`) an unqualified type name written inside
  /// `ownerPath` refers to, when an enclosing type declares one; nil otherwise.
  func innermostDeclaration(of name: String, ownerPath: [String]) -> String? {
    guard anyMember.contains(name), !ownerPath.isEmpty else { return nil }
    var depth = ownerPath.count
    while depth > 0 {
      let owner = ownerPath[0..<depth].joined(separator: ".")
      if members[owner]?.contains(name) == true { return owner + "." + name }
      depth -= 1
    }
    return nil
  }

  /// The aliased type of a nested alias (`A.B.Name`); nil for a nested type or a generic parameter.
  func aliasTarget(_ declaration: String) -> String? { aliasTargets[declaration] }

  /// What a type written inside `ownerPath` means when it names a nested declaration: an
  /// unqualified name an enclosing type declares (`Evaluation` in `extension Trust`), or a
  /// qualified path (`Trust.Evaluation`, looked up from the innermost enclosing type outwards,
  /// as Swift does). Nil when it names none, so that the program-wide meaning applies. The
  /// program-wide alias table drops an alias whose simple name a top-level type also has (the
  /// app's `enum Trust { typealias Evaluation = InsightEvaluation<…> }` beside a rules
  /// engine's `struct Evaluation`); the nested declaration still says what it means here.
  func nestedMeaning(of text: String, ownerPath: [String], generics: Set<String>) -> (
    isEvaluation: Bool, isOptional: Bool
  )? {
    guard let base = TypeText.base(of: text) else { return nil }
    // Every answer below needs a nested type or alias of this simple name (or a generic
    // parameter).
    guard anyMember.contains(base.name) || generics.contains(base.name) else { return nil }
    let declaration: String
    if Self.isQualified(text) {
      let written = DeclarationCollector.pathWithoutGenerics(text).split(separator: ".").map(String.init)
      var depth = ownerPath.count
      var found: String?
      while depth >= 0 && found == nil {
        let owner = (ownerPath[0..<depth] + written.dropLast()).joined(separator: ".")
        let key = owner.isEmpty ? base.name : owner + "." + base.name
        if aliasTargets[key] != nil { found = key }
        // `Grading.Evaluation` naming a nested type of the app is that type, whatever a
        // top-level alias of the simple name means.
        if found == nil, !owner.isEmpty, members[owner]?.contains(base.name) == true { return (false, false) }
        depth -= 1
      }
      guard let found else { return nil }
      declaration = found
    } else {
      if generics.contains(base.name) { return (false, false) }
      guard let found = innermostDeclaration(of: base.name, ownerPath: ownerPath) else { return nil }
      declaration = found
    }
    guard evaluationMembers.contains(declaration) else { return (false, false) }
    let targetOptional = aliasTargets[declaration].flatMap { TypeText.base(of: $0)?.isOptional } ?? false
    return (true, base.isOptional || targetOptional)
  }

  /// Whether `text` may name a nested evaluation alias: its simple name is one's. When the
  /// program-wide meaning of `text` is not an evaluation, `nestedMeaning` can change that only
  /// then; callers ask this first, because `nestedMeaning` would otherwise run for every
  /// parameter and result type of every function (most programs have no such alias at all).
  func mayNameNestedEvaluation(_ text: String) -> Bool {
    guard !evaluationMemberNames.isEmpty, let base = TypeText.base(of: text) else { return false }
    return evaluationMemberNames.contains(base.name)
  }

  /// Whether a written type names its base with a qualifier (`TrustService.Evaluation`).
  static func isQualified(_ text: String) -> Bool {
    for b in text.utf8 {
      if b == UInt8(ascii: "<") || b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { return false }
      if b == UInt8(ascii: ".") { return true }
    }
    return false
  }

  /// The names of a generic parameter clause as written (`<T: Hashable, each U>`).
  static func genericNames(_ text: String?) -> Set<String> {
    guard let text, !text.isEmpty else { return [] }
    var names = Set<String>()
    var depth = 0
    var current: [UInt8] = []
    var expectingName = true
    for b in text.utf8 {
      if TypeText.isIdentifierByte(b) {
        if depth == 1 && expectingName { current.append(b) }
        continue
      }
      if !current.isEmpty {
        let word = String(decoding: current, as: UTF8.self)
        current = []
        // `each T` declares `T`.
        if word != "each" {
          names.insert(word)
          expectingName = false
        }
      }
      switch b {
      case UInt8(ascii: "<"):
        depth += 1
        if depth == 1 { expectingName = true }
      case UInt8(ascii: ">"): depth -= 1
      case UInt8(ascii: ","): if depth == 1 { expectingName = true }
      default: break
      }
    }
    return names
  }

  /// The first constraint written for each generic parameter of a clause:
  /// `<Audit: AuditLogging, Store: Persisting & Sendable, T>` → `Audit: AuditLogging`,
  /// `Store: Persisting` (a `where` clause is not read).
  static func genericConstraints(_ text: String?) -> [String: String] {
    guard let text, !text.isEmpty else { return [:] }
    var result: [String: String] = [:]
    var depth = 0
    var current: [UInt8] = []
    var name: String?
    var afterColon = false
    var constrained = false
    for b in text.utf8 {
      if TypeText.isIdentifierByte(b) {
        if depth == 1 { current.append(b) }
        continue
      }
      if !current.isEmpty {
        let word = String(decoding: current, as: UTF8.self)
        current = []
        if !afterColon {
          if word != "each" { name = word }
        } else if !constrained, let name {
          result[name] = word
          constrained = true
        }
      }
      switch b {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"): depth -= 1
      case UInt8(ascii: ":"): if depth == 1 { afterColon = true }
      case UInt8(ascii: ","):
        if depth == 1 {
          name = nil
          afterColon = false
          constrained = false
        }
      default: break
      }
    }
    return result
  }

  private static func collect(_ items: [Stmt], into names: inout Set<String>) {
    var stack = [items]
    while let list = stack.popLast() {
      for item in list {
        switch item {
        case .type(let t) where t.kind != .extension: names.insert(t.name.text)
        case .typeAlias(let a): names.insert(a.name.text)
        case .ifConfig(let c): for clause in c.clauses { stack.append(clause.body) }
        default: break
        }
      }
    }
  }
}
