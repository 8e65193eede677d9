/// Modifiers and attributes written before a declaration, as plain words
/// (`static`, `private`, `mutating`, `@MainActor` as `MainActor`…).
public struct DeclModifiers: Sendable, Hashable {
  public var words: [String]
  public var attributes: [String]
  public init(words: [String] = [], attributes: [String] = []) {
    self.words = words
    self.attributes = attributes
  }
  public func has(_ word: String) -> Bool { words.contains(word) }
}

/// A function-like declaration: `func`, `init`, `deinit`, `subscript`, or an accessor.
public final class FunctionDecl: @unchecked Sendable {
  public enum Kind: Sendable, Hashable {
    case function, initializer, deinitializer, `subscript`
    /// `get`, `set`, `willSet`, `didSet`, `_read`, `_modify`, `init` (init accessor)…
    /// A computed property's implicit getter is `.accessor("get")`.
    case accessor(String)
  }
  public let kind: Kind
  /// `foo` for `func foo`, `init`, `deinit`, `subscript`, an operator's spelling,
  /// or for accessors the owning property's name.
  public let name: Name
  public let modifiers: DeclModifiers
  public let genericParameters: String?
  public let parameters: [Parameter]
  public let isAsync: Bool
  public let isThrows: Bool
  /// The error type of typed throws (`throws(LedgerError)`), as written; nil otherwise.
  public let thrownType: String?
  /// Declared `rethrows` (`isThrows` is set too): a call throws only what the closures passed
  /// to it throw.
  public let isRethrows: Bool
  /// `-> T` (for subscripts and accessors, the element or property type).
  public let resultType: TypeRef?
  public let whereClause: (first: TokenIndex, last: TokenIndex)?
  /// Nil for protocol requirements and bodyless declarations. A subscript written with
  /// `get`/`set` blocks has them as `.function` (kind `.accessor`) statements of its body.
  /// A body the parser skipped (`LazyBodies`) is parsed on first use and kept.
  public var body: Block? {
    switch storedBody {
    case .none: nil
    case .parsed(let block): block
    case .skipped(let bodies, let slot): bodies.block(slot)
    }
  }
  /// The body without keeping it when it was not parsed yet: for a reader that needs it once
  /// (flow graphs that are counted and dropped) and wants the memory back.
  public var transientBody: Block? {
    switch storedBody {
    case .none: nil
    case .parsed(let block): block
    case .skipped(let bodies, let slot): bodies.transientBlock(slot)
    }
  }
  /// Whether there is a body, without parsing it.
  public var hasBody: Bool {
    if case .none = storedBody { return false }
    return true
  }
  private let storedBody: DeclarationBody
  /// The first token of the declaration (its first attribute/modifier or keyword).
  public let firstToken: TokenIndex
  public convenience init(
    kind: Kind, name: Name, modifiers: DeclModifiers, genericParameters: String?, parameters: [Parameter],
    isAsync: Bool, isThrows: Bool, resultType: TypeRef?, whereClause: (first: TokenIndex, last: TokenIndex)?,
    body: Block?, firstToken: TokenIndex
  ) {
    self.init(
      kind: kind, name: name, modifiers: modifiers, genericParameters: genericParameters, parameters: parameters,
      isAsync: isAsync, isThrows: isThrows, resultType: resultType, whereClause: whereClause,
      declarationBody: body.map { .parsed($0) } ?? .none, firstToken: firstToken)
  }

  init(
    kind: Kind, name: Name, modifiers: DeclModifiers, genericParameters: String?, parameters: [Parameter],
    isAsync: Bool, isThrows: Bool, resultType: TypeRef?, whereClause: (first: TokenIndex, last: TokenIndex)?,
    declarationBody: DeclarationBody, firstToken: TokenIndex, thrownType: String? = nil, isRethrows: Bool = false
  ) {
    self.thrownType = thrownType
    self.isRethrows = isRethrows
    self.kind = kind
    self.name = name
    self.modifiers = modifiers
    self.genericParameters = genericParameters
    self.parameters = parameters
    self.isAsync = isAsync
    self.isThrows = isThrows
    self.resultType = resultType
    self.whereClause = whereClause
    self.storedBody = declarationBody
    self.firstToken = firstToken
  }
}

/// One parameter: `label name: Type = default`.
public struct Parameter: @unchecked Sendable {
  /// The argument label; nil when written `_`. When only one name is written it is both label and name.
  public var label: String?
  /// The name used inside the body (`_` when unnamed).
  public var name: Name
  /// The type as written after `inout`/`borrowing`/… and without a variadic `...`
  /// (`isInout` and `isVariadic` say those); attributes such as `@escaping` are kept.
  public var type: TypeRef?
  public var defaultValue: Expr?
  public var isInout: Bool
  /// Any number of arguments fill this parameter: a variadic `T...`, or a parameter pack
  /// expansion `repeat each T` (whose type keeps the `repeat`).
  public var isVariadic: Bool
  /// `@escaping` appears in the type.
  public var isEscaping: Bool
  public init(
    label: String?, name: Name, type: TypeRef?, defaultValue: Expr?, isInout: Bool, isVariadic: Bool,
    isEscaping: Bool
  ) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isInout = isInout
    self.isVariadic = isVariadic
    self.isEscaping = isEscaping
  }
}

/// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
public final class TypeDecl: @unchecked Sendable {
  public enum Kind: String, Sendable { case `class`, `struct`, `enum`, actor, `protocol`, `extension` }
  public var kind: Kind
  /// The declared name, or for an extension the extended type as written (`InsightEvaluation`,
  /// `InsightEvaluation<IsLikelyBeingCoachedInsight>`, `Foo.Bar`).
  public var name: Name
  /// For extensions: the full extended type.
  public var extendedType: TypeRef?
  public var modifiers: DeclModifiers
  public var genericParameters: String?
  public var inheritance: [TypeRef]
  public var whereClause: (first: TokenIndex, last: TokenIndex)?
  /// For `extension Optional where Wrapped == X` (or `Wrapped: X`): `X`, so that its members'
  /// `self` is known to be an `X?`.
  public var optionalWrapped: TypeRef?
  /// For `extension Result where Success == X`: `X`, so that its members' `self` is known to
  /// be a `Result<X, Failure>`.
  public var resultSuccess: TypeRef?
  /// For `extension Array where Element == X` (or `Set`, `Sequence`, `Collection` and the other
  /// collection types and protocols): `X`, so that its members' `self` is known to hold `X`s.
  public var sequenceElement: TypeRef?
  public var members: [Stmt]
  public var lbrace: TokenIndex
  public var rbrace: TokenIndex
  public init(
    kind: Kind, name: Name, extendedType: TypeRef?, modifiers: DeclModifiers, genericParameters: String?,
    inheritance: [TypeRef], whereClause: (first: TokenIndex, last: TokenIndex)?, members: [Stmt],
    lbrace: TokenIndex, rbrace: TokenIndex, optionalWrapped: TypeRef? = nil, resultSuccess: TypeRef? = nil,
    sequenceElement: TypeRef? = nil
  ) {
    self.optionalWrapped = optionalWrapped
    self.resultSuccess = resultSuccess
    self.sequenceElement = sequenceElement
    self.kind = kind
    self.name = name
    self.extendedType = extendedType
    self.modifiers = modifiers
    self.genericParameters = genericParameters
    self.inheritance = inheritance
    self.whereClause = whereClause
    self.members = members
    self.lbrace = lbrace
    self.rbrace = rbrace
  }

  /// Collection types and protocols whose `Element` is what `for x in self` binds in their
  /// extensions (`sequenceElement`).
  public static let elementHoldingTypes: Set<String> = [
    "Array", "Set", "ContiguousArray", "ArraySlice", "Sequence", "Collection", "BidirectionalCollection",
    "RandomAccessCollection", "Swift.Array", "Swift.Set", "Swift.Sequence", "Swift.Collection",
  ]

  /// The type the members' `self` has, as written: a declaration's name, an extension's
  /// extended type, `X?` for `extension Optional where Wrapped == X` (or `Wrapped: X`), and
  /// `Result<X, Failure>` for `extension Result where Success == X`.
  public var selfTypeText: String {
    guard kind == .extension else { return name.text }
    if let wrapped = optionalWrapped { return wrapped.text + "?" }
    if let success = resultSuccess { return "Result<\(success.text), Failure>" }
    return extendedType?.text ?? name.text
  }
}

/// `let`/`var` with one or more bindings: `let a = 1, b: Int`.
public final class VarDecl: @unchecked Sendable {
  public let isLet: Bool
  public let keywordToken: TokenIndex
  public let modifiers: DeclModifiers
  public let bindings: [Binding]
  public init(isLet: Bool, keywordToken: TokenIndex, modifiers: DeclModifiers, bindings: [Binding]) {
    self.isLet = isLet
    self.keywordToken = keywordToken
    self.modifiers = modifiers
    self.bindings = bindings
  }
}

/// One binding of a `let`/`var`: a pattern (usually a name), an optional type, an
/// optional initializer, and accessors for computed/observed properties. A class: every walk
/// copies bindings, and a copy is then one reference count, not one per field.
public final class Binding: @unchecked Sendable {
  public let pattern: Pattern
  public let type: TypeRef?
  public let initializer: Expr?
  /// `{ get set }` bodies, `willSet`/`didSet`, or a getter-only body as `.accessor("get")`.
  public let accessors: [FunctionDecl]
  public init(pattern: Pattern, type: TypeRef?, initializer: Expr?, accessors: [FunctionDecl]) {
    self.pattern = pattern
    self.type = type
    self.initializer = initializer
    self.accessors = accessors
  }
}

/// `typealias Name<…> = Type`.
public final class TypeAliasDecl: @unchecked Sendable {
  public let name: Name
  public let modifiers: DeclModifiers
  public let aliased: TypeRef?
  public init(name: Name, modifiers: DeclModifiers, aliased: TypeRef?) {
    self.name = name
    self.modifiers = modifiers
    self.aliased = aliased
  }
}

/// `import Module` / `@testable import Module.Sub` / `import struct Module.Type`.
public final class ImportDecl: @unchecked Sendable {
  public let importToken: TokenIndex
  /// The first path component (`TrustInsights`).
  public let module: Name
  /// Attributes without `@` (`testable`, `_exported`, `preconcurrency`).
  public let attributes: [String]
  public init(importToken: TokenIndex, module: Name, attributes: [String] = []) {
    self.importToken = importToken
    self.module = module
    self.attributes = attributes
  }
}

/// `case a, b(Int), c = 1` inside an enum.
public final class EnumCaseDecl: @unchecked Sendable {
  public let caseToken: TokenIndex
  public let names: [Name]
  /// For each name, its associated values read as a tuple type (`(ScoreEvaluator)`,
  /// `(weight:Int,evaluator:ScoreEvaluator)`); nil for a case without them, or whose payload
  /// does not read as a type.
  public let payloads: [TypeRef?]
  public init(caseToken: TokenIndex, names: [Name], payloads: [TypeRef?] = []) {
    self.caseToken = caseToken
    self.names = names
    self.payloads = payloads
  }

  /// The associated values of case `name` as a type (see `payloads`).
  public func payload(of name: String) -> TypeRef? {
    guard let i = names.firstIndex(where: { $0.text == name }), i < payloads.count else { return nil }
    return payloads[i]
  }
}
