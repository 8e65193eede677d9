import TrustLintSyntax

/// A category as written where it flows into `operationCategory:`: `.other`, `.transfer`.
public struct CategoryLeaf: Hashable, Sendable {
  /// The file's position in `Program.files`.
  public let fileIndex: Int
  /// The token of the name.
  public let token: TokenIndex
  /// The name as written (`other`, `transfer`).
  public let name: String
  /// `Owner.function(labels:)` where it is written.
  public let enclosing: String
}

/// Where the categories of every evaluator call of the program come from.
public final class CategoryTable: @unchecked Sendable {
  /// Every written category reaching some evaluator call, once each.
  public let leaves: [CategoryLeaf]
  /// Evaluator calls for which no category could be found at all, with their file.
  public let uncategorised: [(fileIndex: Int, call: EvaluatorCall)]

  init(leaves: [CategoryLeaf], uncategorised: [(fileIndex: Int, call: EvaluatorCall)]) {
    self.leaves = leaves
    self.uncategorised = uncategorised
  }
}

extension ProgramFacts {
  /// Traces the context of every evaluator call in the analysed files to the categories written
  /// for it (built once per program).
  public var categoryTable: CategoryTable {
    program.cache.value("facts.categories") {
      let tracer = CategoryTracer(facts: self)
      var seen: Set<CategoryLeaf> = []
      var leaves: [CategoryLeaf] = []
      var uncategorised: [(Int, EvaluatorCall)] = []
      for (i, file) in program.files.enumerated() where program.isAnalysed(file) {
        for call in evaluatorCalls(inFile: i) {
          let found = call.context.map { tracer.contexts($0, in: call.scope, depth: 0) } ?? []
          if found.isEmpty { uncategorised.append((i, call)) }
          for leaf in found where seen.insert(leaf).inserted { leaves.append(leaf) }
        }
      }
      return CategoryTable(leaves: leaves, uncategorised: uncategorised)
    }
  }
}

/// Follows a context (or a category) value back to where it is written: locals and their
/// assignments, parameters through every call site, properties (initializers, getters,
/// assignments in the type), functions through their returned values. Memoised per named
/// thing; a cycle yields nothing on the repeated visit.
final class CategoryTracer {
  enum Mode: String { case context, category }

  let facts: ProgramFacts
  private var memo: [String: [CategoryLeaf]] = [:]
  private var inProgress: Set<String> = []
  private static let maxDepth = 24

  init(facts: ProgramFacts) { self.facts = facts }

  /// Categories of the contexts `e` may be.
  func contexts(_ e: Expr, in scope: BodyScope, depth: Int) -> [CategoryLeaf] {
    origins(e, in: scope, mode: .context, depth: depth)
  }

  private func origins(_ e: Expr, in scope: BodyScope, mode: Mode, depth: Int) -> [CategoryLeaf] {
    guard depth < Self.maxDepth else { return [] }
    let e = SyntaxQueries.stripped(e)
    switch e {
    case .ternary(let t):
      return origins(t.then, in: scope, mode: mode, depth: depth + 1)
        + origins(t.otherwise, in: scope, mode: mode, depth: depth + 1)
    case .ifExpr(let s):
      return SyntaxQueries.returnedValues([.ifStmt(s)]).flatMap { origins($0, in: scope, mode: mode, depth: depth + 1) }
    case .switchExpr(let s):
      return SyntaxQueries.returnedValues([.switchStmt(s)]).flatMap {
        origins($0, in: scope, mode: mode, depth: depth + 1)
      }
    case .binary(let b) where b.op.text == "??":
      return origins(b.lhs, in: scope, mode: mode, depth: depth + 1)
        + origins(b.rhs, in: scope, mode: mode, depth: depth + 1)
    case .implicitMember(let n):
      return mode == .category ? [leaf(n, in: scope)] : []
    case .identifier(let n):
      return named(n.text, in: scope, mode: mode, depth: depth)
    case .member(let m):
      return member(m, in: scope, mode: mode, depth: depth)
    case .call(let c):
      if mode == .context, let category = contextCategoryArgument(c) {
        return origins(category, in: scope, mode: .category, depth: depth + 1)
      }
      return functionResults(c, in: scope, mode: mode, depth: depth)
    default:
      return []
    }
  }

  private func leaf(_ n: Name, in scope: BodyScope) -> CategoryLeaf {
    CategoryLeaf(fileIndex: scope.fileIndex, token: n.token, name: n.text, enclosing: scope.qualifiedName)
  }

  /// The category argument when `c` builds a context: `InsightEvaluator.InsightContext(operationCategory: …)`,
  /// an alias of it, `.init(operationCategory: …)`, or any type's initializer given `operationCategory:`.
  private func contextCategoryArgument(_ c: CallExpr) -> Expr? {
    let labelled = c.arguments.first { $0.label?.text == "operationCategory" }?.value
    let callee = SyntaxQueries.stripped(c.callee)
    var typeText = SyntaxQueries.typePathText(callee)
    if case .member(let m) = callee, m.name.text == "init" { typeText = SyntaxQueries.typePathText(m.base) }
    if let typeText, facts.classify(typeText) == .context { return labelled ?? c.arguments.first?.value }
    if case .implicitMember(let n) = callee, n.text == "init" { return labelled }
    return typeText != nil ? labelled : nil
  }

  private func memoised(_ key: String, _ build: () -> [CategoryLeaf]) -> [CategoryLeaf] {
    if let done = memo[key] { return done }
    guard inProgress.insert(key).inserted else { return [] }
    let value = build()
    inProgress.remove(key)
    memo[key] = value
    return value
  }

  /// A name: a parameter (through call sites), a local (initializer and assignments), or a property.
  private func named(_ name: String, in scope: BodyScope, mode: Mode, depth: Int) -> [CategoryLeaf] {
    guard let (owner, binding) = scope.lookup(name) else {
      let props = facts.ownProperties(named: name, of: scope)
      let candidates = props.isEmpty ? facts.globalProperties(named: name) : props
      return candidates.flatMap { property($0, mode: mode, depth: depth + 1) }
    }
    let key = "\(String(describing: ObjectIdentifier(owner)))|\(name)|\(mode.rawValue)"
    return memoised(key) {
      switch binding {
      case .parameter(let i):
        return parameter(i, of: owner, mode: mode, depth: depth + 1)
      case .local(let locals):
        var result: [CategoryLeaf] = []
        for local in locals {
          if let i = local.initializer { result += origins(i, in: owner, mode: mode, depth: depth + 1) }
        }
        for value in owner.assignments[name] ?? [] { result += origins(value, in: owner, mode: mode, depth: depth + 1) }
        if mode == .context {
          for value in owner.assignments[name + ".operationCategory"] ?? [] {
            result += origins(value, in: owner, mode: .category, depth: depth + 1)
          }
        }
        return result
      }
    }
  }

  /// The values passed for parameter `index` of a function at every call site in the program.
  private func parameter(_ index: Int, of scope: BodyScope, mode: Mode, depth: Int) -> [CategoryLeaf] {
    guard let f = scope.function else { return [] }
    let param = f.parameters[index]
    var sites: [ProgramFacts.CallSite]
    switch f.kind {
    case .initializer:
      guard let typeName = scope.ownerPath.last else { return [] }
      sites = facts.callSites(named: typeName) + facts.callSites(named: "init")
    case .function:
      sites = facts.callSites(named: f.name.text)
    default:
      return []
    }
    var result: [CategoryLeaf] = []
    var usedDefault = false
    for site in sites {
      guard let mapping = ProgramFacts.labels(of: site.call).match(f.parameters) else { continue }
      let all = site.call.allArguments
      if let a = mapping.firstIndex(of: index), a < all.count {
        result += origins(all[a].value, in: site.scope, mode: mode, depth: depth + 1)
      } else {
        usedDefault = true
      }
    }
    if usedDefault, let d = param.defaultValue { result += origins(d, in: scope, mode: mode, depth: depth + 1) }
    return result
  }

  /// A property's initializer, getter results and assignments within its type.
  private func property(_ p: PropertyEntry, mode: Mode, depth: Int) -> [CategoryLeaf] {
    let key = "property|\(p.fileIndex)|\(p.name.token)|\(mode.rawValue)"
    return memoised(key) {
      var result: [CategoryLeaf] = []
      if let i = p.initializer {
        result += origins(i, in: facts.initializerScope(for: p), mode: mode, depth: depth + 1)
      }
      for b in p.declaration.bindings {
        guard case .binding(let n) = b.pattern, n.text == p.name.text else { continue }
        for accessor in b.accessors {
          guard case .accessor(let kind) = accessor.kind, kind == "get",
            let s = facts.scopes[p.fileIndex].scope(of: accessor)
          else { continue }
          for v in SyntaxQueries.returnedValues(s.statements) {
            result += origins(v, in: s, mode: mode, depth: depth + 1)
          }
        }
      }
      guard !p.ownerPath.isEmpty else { return result }
      for s in facts.scopes(ofType: p.ownerPath) where s.lookup(p.name.text) == nil {
        for v in s.assignments[p.name.text] ?? [] { result += origins(v, in: s, mode: mode, depth: depth + 1) }
        if mode == .context {
          for v in s.assignments[p.name.text + ".operationCategory"] ?? [] {
            result += origins(v, in: s, mode: .category, depth: depth + 1)
          }
        }
      }
      return result
    }
  }

  /// `self.x`, `Type.x`, `a.b`: properties; `InsightEvaluator.OperationCategory.other`: a category.
  private func member(_ m: MemberExpr, in scope: BodyScope, mode: Mode, depth: Int) -> [CategoryLeaf] {
    let base = SyntaxQueries.stripped(m.base)
    if case .identifier(let b) = base, b.text == "self" || b.text == "Self" {
      return facts.ownProperties(named: m.name.text, of: scope).flatMap { property($0, mode: mode, depth: depth + 1) }
    }
    if let typeText = SyntaxQueries.typePathText(base) {
      if mode == .category, facts.classify(typeText) == .category { return [leaf(m.name, in: scope)] }
      let last = typeText.split(separator: ".").last.map(String.init) ?? typeText
      return facts.program.index.properties(named: m.name.text).filter { $0.ownerPath.last == last }.flatMap {
        property($0, mode: mode, depth: depth + 1)
      }
    }
    return facts.program.index.properties(named: m.name.text).filter { isCompatible($0, mode: mode) }.flatMap {
      property($0, mode: mode, depth: depth + 1)
    }
  }

  /// A property of unknown owner counts when its declared type (if any) is what is traced.
  private func isCompatible(_ p: PropertyEntry, mode: Mode) -> Bool {
    guard let t = p.type else { return true }
    return facts.classify(t.text) == (mode == .context ? .context : .category)
  }

  /// The values returned by the program's functions a call may run.
  private func functionResults(_ c: CallExpr, in scope: BodyScope, mode: Mode, depth: Int) -> [CategoryLeaf] {
    var result: [CategoryLeaf] = []
    for f in facts.candidates(for: c, in: scope) {
      if let t = f.decl.resultType, facts.classify(t.text) == nil, !t.text.isEmpty { continue }
      guard let body = facts.scope(of: f) else { continue }
      result += memoised("function|\(f.id)|\(mode.rawValue)") {
        SyntaxQueries.returnedValues(body.statements).flatMap { origins($0, in: body, mode: mode, depth: depth + 1) }
      }
    }
    return result
  }
}
