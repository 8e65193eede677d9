import TrustLintSyntax

/// One body of code with its own parameters and locals: a function, initializer or accessor,
/// a closure, a file's top-level code, or the property initializers of a type. Holds what
/// tracing a value back to where it was written needs: locals, assignments and calls made
/// directly in the body (nested closures and functions are bodies of their own).
public final class BodyScope: @unchecked Sendable {
  /// What kind of body this is.
  public enum Kind {
    case function(FunctionDecl)
    case closure(ClosureExpr)
    case topLevel
    case memberInitializers
  }

  /// A name bound in the body: `let x = e`, `if let x = e`, `case .success(let x)`, `for x in …`.
  ///
  /// Compact (a name, a flag and one reference): a body of a million `let`s keeps a million of
  /// them, and with the type, initializer and sequence stored inline each took 140 bytes.
  public struct Local {
    public var name: Name
    /// True for `if let`/`guard let` bindings: the initializer is unwrapped.
    public var unwraps: Bool
    /// The tokens where the name means this local: from its declaration (for `if let x = x`,
    /// after the initializer) through the end of the block, branch or loop body that scopes it.
    /// The whole body when the builder did not narrow it.
    public internal(set) var visibleFrom: TokenIndex = 0
    public internal(set) var visibleThrough: TokenIndex = .max
    private var origin: Origin

    /// Where the rest comes from: the declaration's binding (`let x: T = e`), or details of
    /// their own for the other forms.
    private enum Origin {
      case none
      case declared(TrustLintSyntax.Binding)
      case details(Details)
    }

    /// The parts of a local that no declaration holds.
    private final class Details {
      var type: TypeRef?
      var initializer: Expr?
      var sequence: Expr?
      var payload: PayloadOrigin?
      var tupleElement: TupleOrigin?
      init(type: TypeRef?, initializer: Expr?) {
        self.type = type
        self.initializer = initializer
      }
    }

    /// A local with what its binding form says.
    public init(name: Name, type: TypeRef?, initializer: Expr?, unwraps: Bool) {
      self.name = name
      self.unwraps = unwraps
      origin = type == nil && initializer == nil ? .none : .details(Details(type: type, initializer: initializer))
    }

    /// The name declared by `binding` (`let x: T = e`), its type and initializer read from it.
    public init(name: Name, declaredBy binding: TrustLintSyntax.Binding) {
      self.name = name
      unwraps = false
      origin = .declared(binding)
    }

    /// The declared type, if any.
    public var type: TypeRef? {
      switch origin {
      case .none: return nil
      case .declared(let b): return b.type
      case .details(let d): return d.type
      }
    }

    /// The value bound (for `if let x = e`, the optional `e`); nil for pattern bindings.
    public var initializer: Expr? {
      switch origin {
      case .none: return nil
      case .declared(let b): return b.initializer
      case .details(let d): return d.initializer
      }
    }

    /// The `get` accessors of a local computed variable (`var category: Category { … }`).
    public var getters: [FunctionDecl] {
      guard case .declared(let b) = origin else { return [] }
      return b.accessors.filter { if case .accessor(let kind) = $0.kind { kind == "get" } else { false } }
    }

    /// For `for x in sequence`: the sequence whose elements `x` takes (not its value).
    public var sequence: Expr? {
      get {
        if case .details(let d) = origin { return d.sequence }
        return nil
      }
      set { details().sequence = newValue }
    }

    /// For `case .evaluate(let x) = subject` (and a `switch subject` case): the payload `x` takes.
    public var payload: PayloadOrigin? {
      get {
        if case .details(let d) = origin { return d.payload }
        return nil
      }
      set { details().payload = newValue }
    }

    /// For `let (context, _) = makeRequest()`: the element of the tuple value `context` takes.
    public var tupleElement: TupleOrigin? {
      get {
        if case .details(let d) = origin { return d.tupleElement }
        return nil
      }
      set { details().tupleElement = newValue }
    }

    /// The details, made from what the origin says when there are none yet.
    private mutating func details() -> Details {
      if case .details(let d) = origin { return d }
      let d = Details(type: type, initializer: initializer)
      origin = .details(d)
      return d
    }
  }

  /// Where a name bound in an enum case pattern comes from: payload `index` of case `caseName`
  /// of the value `subject` (a class, so a local without one costs a pointer, not the fields).
  public final class PayloadOrigin {
    /// The value matched (`screen.trust` in `guard case .evaluate(let c) = screen.trust`).
    public let subject: Expr
    /// The case named by the pattern (`evaluate`).
    public let caseName: String
    /// The position of the bound name among the case's payload patterns.
    public let index: Int
    /// How many payload patterns the case pattern has (`.weighted(let w, let e)`: two).
    public let count: Int
    init(subject: Expr, caseName: String, index: Int, count: Int) {
      self.subject = subject
      self.caseName = caseName
      self.index = index
      self.count = count
    }
  }

  /// Where a name bound in a tuple pattern comes from when the value is not a tuple literal
  /// written in place: element `index` of `count` of the value `source` (`makeRequest()`), or
  /// of each element of the sequence `source` of a `for (name, category) in pairs` loop.
  public final class TupleOrigin {
    /// The tuple value matched (`makeRequest()` in `let (context, _) = makeRequest()`), or the
    /// loop's sequence (whose array literals the tracers read element by element).
    public let source: Expr
    /// The position of the bound name in the pattern.
    public let index: Int
    /// How many elements the pattern has.
    public let count: Int
    init(source: Expr, index: Int, count: Int) {
      self.source = source
      self.index = index
      self.count = count
    }
  }

  /// What kind of body this is.
  public let kind: Kind
  /// The enclosing body (a closure's or a local function's outer body); nil at a type or file boundary.
  public let parent: BodyScope?
  /// The file's position in `Program.files`.
  public let fileIndex: Int
  /// Names of the enclosing types (for an extension, the extended type's base name).
  public let ownerPath: [String]
  /// The enclosing type's or extension's written type, if any.
  public let ownerTypeText: String?
  /// The statements of the body.
  public let statements: [Stmt]
  /// Declared parameters (a closure's explicit parameters).
  public let parameters: [Parameter]
  /// `Owner.name(labels:)` of the enclosing declaration, for findings and baselines.
  public let qualifiedName: String
  /// Locals by name, in source order.
  public internal(set) var locals: [String: [Local]] = [:]
  /// Right-hand sides of `=` assignments, by the written target (`context`,
  /// `self.context`, `context.operationCategory`); an element assigned through a subscript
  /// (`contexts[.help] = …`) under the collection's target with `elementSuffix` appended.
  public internal(set) var assignments: [String: [Expr]] = [:]
  /// Appended to a collection's target for the elements assigned through a subscript.
  public static let elementSuffix = "[]"
  /// `=` assignments to a member of a value other than `self` (`request.category = .other`,
  /// `copy.category = c`): the written member and the value. Which property the member is
  /// depends on the receiver's type, which only a lookup by the property can check
  /// (`ProgramFacts.memberAssignments(named:)`).
  public internal(set) var memberAssignments: [(target: MemberExpr, value: Expr)] = []

  /// Calls made directly in this body, in source order.
  public internal(set) var calls: [CallExpr] = []
  /// For a function declared inside another body: the last token of the block, branch or
  /// loop body that declares it, past which its name no longer means it (`if preview { func
  /// make(…) … }` then `make(.other)` calls a method of that name).
  public internal(set) var declaredThrough: TokenIndex = .max
  /// For a closure: the name it is kept under, when it is the argument of a labelled
  /// parameter (`TrustClient(evaluate: { context in … })`) or a property's initial value
  /// (`var evaluate: (Context) async throws -> Evaluation = { … }`); calling that name
  /// (`client.evaluate(context)`) runs it.
  public internal(set) var keptAs: String?
  /// For a closure: the written type of the local or property it is the initial value of
  /// (`let run: (ScoreEvaluator) async throws -> Int = { evaluator in … }`), which says what
  /// its parameters are when the closure does not.
  public internal(set) var keptType: TypeRef?
  /// For a closure: the call it is the unlabelled trailing closure of (`TrustClient {
  /// context in … }`), whose memberwise initializer may keep it under a property's name.
  public internal(set) var trailingClosureOf: CallExpr?

  /// Made by `ScopeBuilder` only.
  init(
    kind: Kind, parent: BodyScope?, fileIndex: Int, ownerPath: [String], ownerTypeText: String?,
    statements: [Stmt], parameters: [Parameter], qualifiedName: String
  ) {
    self.kind = kind
    self.parent = parent
    self.fileIndex = fileIndex
    self.ownerPath = ownerPath
    self.ownerTypeText = ownerTypeText
    self.statements = statements
    self.parameters = parameters
    self.qualifiedName = qualifiedName
  }

  /// The function declaration, when this body is one.
  public var function: FunctionDecl? {
    if case .function(let f) = kind { return f }
    return nil
  }

  /// True for closures.
  public var isClosure: Bool {
    if case .closure = kind { return true }
    return false
  }

  /// Whether this body is `body` or a closure written in it (a `Task { … }` or a completion
  /// handler, through at most 32 closures): the code that runs as part of `body`'s flow.
  public func isWritten(in body: BodyScope) -> Bool {
    var s: BodyScope? = self
    var hops = 0
    while let current = s, hops < 32 {
      if current === body { return true }
      guard current.isClosure else { return false }
      s = current.parent
      hops += 1
    }
    return false
  }

  /// What a name means where this body is: a parameter or local of this body or an outer one.
  ///
  /// With `token` (where the name is used), only the locals whose scope holds that token: two
  /// sibling blocks that each declare `let category` are two locals, and a use in one block
  /// means that block's. When none holds it (a use the builder cannot place), every local of
  /// the name, as without a token: finding more origins costs a note, finding fewer a miss.
  /// A local whose scope holds `token` hides a parameter of the same name, and inside a local's
  /// own initializer the name means what it meant before the declaration (Swift's shadowing).
  public func lookup(_ name: String, at token: TokenIndex? = nil) -> (scope: BodyScope, binding: Binding)? {
    var current: BodyScope? = self
    var hops = 0
    while let s = current, hops < 64 {
      hops += 1
      if let i = s.parameters.firstIndex(where: { $0.name.text == name }) {
        // `let category = category == .other ? .account : category`: after it, the name means
        // the local that shadows the parameter.
        if let token, let shadowing = s.locals[name]?.filter({ $0.visibleFrom <= token && token <= $0.visibleThrough }),
          let innermost = shadowing.map(\.visibleThrough).min()
        {
          return (s, .local(shadowing.filter { $0.visibleThrough == innermost }))
        }
        return (s, .parameter(i))
      }
      if var locals = s.locals[name], !locals.isEmpty {
        // `let context = context`: inside its own initializer the name still means the outer
        // one (a property, an outer body's local), not the local being declared.
        if let token { locals.removeAll { $0.name.token < token && token < $0.visibleFrom } }
        guard !locals.isEmpty else {
          current = s.parent
          continue
        }
        guard let token, locals.count > 1 else { return (s, .local(locals)) }
        let holding = locals.filter { $0.visibleFrom <= token && token <= $0.visibleThrough }
        // A block's own local hides the enclosing block's: the innermost scope ends first.
        guard let innermost = holding.map(\.visibleThrough).min() else { return (s, .local(locals)) }
        return (s, .local(holding.filter { $0.visibleThrough == innermost }))
      }
      current = s.parent
    }
    return nil
  }

  /// The right-hand sides assigned to `key` (see `assignments`) that are written inside one of
  /// `regions` (first and last token), or all of them when `regions` is nil.
  func assignments(to key: String, within regions: [(TokenIndex, TokenIndex)]?) -> [Expr] {
    let all = assignments[key] ?? []
    guard let regions else { return all }
    return all.filter { value in
      guard let t = SourceText.firstToken(of: value) else { return true }
      return regions.contains { $0.0 <= t && t <= $0.1 }
    }
  }

  /// How a name is bound in a body.
  public enum Binding {
    case parameter(Int)
    case local([Local])
  }
}

/// Every body of one file, built in one walk.
public final class FileScopes: @unchecked Sendable {
  /// All bodies in source order (outer before inner).
  public let all: [BodyScope]
  /// The file's top-level code.
  public let topLevel: BodyScope
  private let byFunction: [ObjectIdentifier: BodyScope]
  private let byClosure: [ObjectIdentifier: BodyScope]

  /// Made by `build(tree:fileIndex:)` only.
  init(
    all: [BodyScope], topLevel: BodyScope, byFunction: [ObjectIdentifier: BodyScope],
    byClosure: [ObjectIdentifier: BodyScope]
  ) {
    self.all = all
    self.topLevel = topLevel
    self.byFunction = byFunction
    self.byClosure = byClosure
  }

  /// The body of a function declaration of this file.
  public func scope(of function: FunctionDecl) -> BodyScope? { byFunction[ObjectIdentifier(function)] }

  /// The body of a closure of this file.
  public func scope(of closure: ClosureExpr) -> BodyScope? { byClosure[ObjectIdentifier(closure)] }

  /// Builds the scopes of one file.
  public static func build(tree: SyntaxTree, fileIndex: Int, index: ProgramIndex) -> FileScopes {
    let builder = ScopeBuilder(fileIndex: fileIndex, index: index)
    let top = BodyScope(
      kind: .topLevel, parent: nil, fileIndex: fileIndex, ownerPath: [], ownerTypeText: nil,
      statements: tree.items, parameters: [], qualifiedName: "")
    builder.all.append(top)
    builder.members(tree.items, top: top, owner: [], ownerText: nil)
    return FileScopes(all: builder.all, topLevel: top, byFunction: builder.byFunction, byClosure: builder.byClosure)
  }
}
