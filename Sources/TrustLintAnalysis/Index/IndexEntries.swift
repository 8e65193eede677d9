import TrustLintSyntax

/// A function-like declaration of the program (not a local function): a `func`, `init`,
/// `subscript`, `deinit` or accessor declared at file level or inside a type or extension.
/// A class: entries are shared by the index's tables, and copying one is a single retain.
public final class FunctionEntry: @unchecked Sendable {
  /// Index into `ProgramIndex.functions`.
  public let id: Int32
  /// Index into `Program.files`.
  public let fileIndex: Int
  /// The declaration as parsed.
  public let decl: FunctionDecl
  /// Names of the enclosing types as written (for an extension: the extended type's base name).
  public let ownerPath: [String]
  /// The enclosing extension's or type's written type (`InsightEvaluation<X>` for an extension).
  public let ownerTypeText: String?
  /// True when the owner is an extension of an evaluation type (directly or through aliases):
  /// `self` is then an evaluation and a bare `reportConsumption(…)` reports it.
  public let isEvaluationExtension: Bool
  /// The base name used at call sites: `confirm`, `init`, `subscript`, or the property name of an accessor.
  public var name: String { decl.name.text }
  /// Argument labels of the parameters (nil for `_`).
  public var labels: [String?] { decl.parameters.map { $0.label } }
  /// `TransferService.confirm(amount:)`: used in findings and baselines. Computed on demand:
  /// most indexed functions never appear in a message.
  public var qualifiedName: String { ProgramIndex.qualifiedName(decl, owner: ownerPath) }
  /// The declared result type is an evaluation type (optional or not, through aliases).
  public let returnsEvaluation: Bool
  /// The declared result type is optional.
  public let returnsOptional: Bool
  /// The declared result is a tuple with an evaluation among its elements
  /// (`-> (evaluation: CoachingEvaluation, isHigh: Bool)`): the first such element, the
  /// tuple's arity and whether that element is optional. The function is a producer too: its
  /// callers own the evaluation (`let (evaluation, isHigh) = try await gate.evaluate()`).
  public let tupleEvaluation: (element: Int, count: Int, isOptional: Bool)?
  /// The declared result is `Result<Evaluation, …>` (`-> Result<CoachingEvaluation, Error>`): a
  /// producer whose value holds the evaluation on success only.
  public let returnsEvaluationResult: Bool
  /// Declared `-> Never`: a call never returns.
  public let isNever: Bool
  /// A producer by its declared result whose body only throws or traps (a test double,
  /// `NeverReturningBodies`): a call reaching only such functions makes no evaluation.
  public let neverReturnsEvaluation: Bool
  /// Whether a call creates an evaluation the caller owns: the result is one, or a tuple
  /// holding one.
  public var producesEvaluation: Bool { returnsEvaluation || tupleEvaluation != nil || returnsEvaluationResult }
  /// For each parameter, whether its type is an evaluation type (optional or not).
  public let evaluationParameters: [Bool]
  /// For each parameter, whether its type is optional.
  public let optionalParameters: [Bool]
  /// Declared only in the clause of an `#if DEBUG` or `#if targetEnvironment(simulator)` (a
  /// preview or test double), so that no build the app ships compiles it
  /// (`IfConfig.Clause.isDevelopmentOnly`).
  public let isDevelopmentOnly: Bool
  /// The token texts of the `where` clause (nil without one): a generic typed throws
  /// whose error parameter the clause does not name is still decided by its closures.
  public let whereClauseNames: [String]?

  /// Whether this is an accessor (called through property syntax, never by name with arguments).
  public let isAccessor: Bool
  /// `CallLabels.mask(of:)` of the parameter labels: a call writing a label outside it cannot fit.
  let labelMask: UInt64
  /// The number of parameters, and whether one is variadic (then any number of arguments may fit).
  let parameterCount: Int
  let hasVariadic: Bool

  init(
    id: Int32, fileIndex: Int, decl: FunctionDecl, ownerPath: [String], ownerTypeText: String?,
    isEvaluationExtension: Bool, returnsEvaluation: Bool, returnsOptional: Bool, isNever: Bool,
    evaluationParameters: [Bool], optionalParameters: [Bool],
    tupleEvaluation: (element: Int, count: Int, isOptional: Bool)? = nil, returnsEvaluationResult: Bool = false,
    neverReturnsEvaluation: Bool = false, isDevelopmentOnly: Bool = false, whereClauseNames: [String]? = nil
  ) {
    self.isDevelopmentOnly = isDevelopmentOnly
    self.whereClauseNames = whereClauseNames
    self.id = id
    self.fileIndex = fileIndex
    self.decl = decl
    self.ownerPath = ownerPath
    self.ownerTypeText = ownerTypeText
    self.isEvaluationExtension = isEvaluationExtension
    self.returnsEvaluation = returnsEvaluation
    self.returnsOptional = returnsOptional
    self.tupleEvaluation = tupleEvaluation
    self.returnsEvaluationResult = returnsEvaluationResult
    self.isNever = isNever
    self.neverReturnsEvaluation = neverReturnsEvaluation
    self.evaluationParameters = evaluationParameters
    self.optionalParameters = optionalParameters
    if case .accessor = decl.kind { isAccessor = true } else { isAccessor = false }
    var mask: UInt64 = 0
    var variadic = false
    for p in decl.parameters {
      if let label = p.label { mask |= CallLabels.mask(of: label) }
      if p.isVariadic { variadic = true }
    }
    labelMask = mask
    parameterCount = decl.parameters.count
    hasVariadic = variadic
  }
}

/// A stored (or computed) property declared at file level or inside a type: one binding of a
/// `let`/`var` declaration. Kept small (the corpus has hundreds of thousands): everything but
/// the owner is read from the declaration.
public struct PropertyEntry: @unchecked Sendable {
  /// The whole `let`/`var` declaration.
  public let declaration: VarDecl
  /// Names of the enclosing types (empty at file level).
  public let ownerPath: [String]
  private let file: Int32
  private let bindingIndex: Int32

  init(declaration: VarDecl, binding: Int, fileIndex: Int, ownerPath: [String]) {
    self.declaration = declaration
    self.ownerPath = ownerPath
    self.file = Int32(fileIndex)
    self.bindingIndex = Int32(binding)
  }

  /// The same property with its owner path rewritten by `nested` (`NestedExtensions`).
  func canonical(_ nested: NestedExtensions) -> PropertyEntry {
    PropertyEntry(
      declaration: declaration, binding: Int(bindingIndex), fileIndex: fileIndex, ownerPath: nested.canonical(ownerPath)
    )
  }

  /// Index into `Program.files`.
  public var fileIndex: Int { Int(file) }
  private var binding: Binding { declaration.bindings[Int(bindingIndex)] }
  /// The property's name and its token.
  public var name: Name {
    // The collector only makes entries of bindings that are a plain name.
    guard case .binding(let name) = binding.pattern else { return Name(text: "", token: declaration.keywordToken) }
    return name
  }
  /// The written type, if any.
  public var type: TypeRef? { binding.type }
  /// The initial value, if any.
  public var initializer: Expr? { binding.initializer }
  /// Declared `static` or `class`.
  public var isStatic: Bool { declaration.modifiers.has("static") || declaration.modifiers.has("class") }
  /// True when it has accessors (`get`, `set`) or a getter-only body.
  public var isComputed: Bool { !binding.accessors.isEmpty }
  /// The accessors (a getter-only body is one `get`).
  public var accessors: [FunctionDecl] { binding.accessors }
}

/// A `typealias` of the program.
public struct TypeAliasEntry: @unchecked Sendable {
  /// Index into `Program.files`.
  public let fileIndex: Int
  /// Names of the enclosing types (empty at file level).
  public let ownerPath: [String]
  /// The declaration as parsed.
  public let decl: TypeAliasDecl
  /// The alias's simple name.
  public var name: String { decl.name.text }
}

/// A type or extension declaration of the program.
public struct TypeEntry: @unchecked Sendable {
  /// Index into `Program.files`.
  public let fileIndex: Int
  /// Names of the enclosing types (empty at file level).
  public let ownerPath: [String]
  /// The declaration as parsed.
  public let decl: TypeDecl
  /// The declared name, or for an extension the extended type's base name.
  public let name: String
}
