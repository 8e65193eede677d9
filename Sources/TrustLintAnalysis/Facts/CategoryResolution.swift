import TrustLintSyntax

extension ProgramFacts {
  /// Traces the context of every evaluator call in the analysed files to the categories written
  /// for it (built once per program).
  public var categoryTable: CategoryTable {
    program.cache.value("facts.categories") {
      let tracer = CategoryTracer(facts: self)
      var seen: Set<CategoryLeaf> = []
      var leaves: [CategoryLeaf] = []
      var uncategorised: [(Int, EvaluatorCall)] = []
      var reached: [CategoryLeaf: [(fileIndex: Int, call: EvaluatorCall)]] = [:]
      for (i, file) in program.files.enumerated() where program.isAnalysed(file) {
        for call in evaluatorCalls(inFile: i) {
          let found = call.context.map { tracer.contexts($0, in: call.scope, depth: 0) } ?? []
          if found.isEmpty { uncategorised.append((i, call)) }
          for leaf in found where seen.insert(leaf).inserted { leaves.append(leaf) }
          for leaf in Set(found) where reached[leaf, default: []].count < CategoryTable.maxCallsNamed {
            reached[leaf, default: []].append((i, call))
          }
        }
      }
      return CategoryTable(
        leaves: leaves, uncategorised: uncategorised, reached: reached, passedAt: tracer.passedAt,
        madeAt: tracer.madeAt, tracingSteps: tracer.steps)
    }
  }
}

/// Follows a context (or a category) value back to where it is written: locals and their
/// assignments, parameters through every call site, properties (initializers, getters,
/// assignments in the type), functions through their returned values. Memoised per named
/// thing; a cycle yields nothing on the repeated visit.
final class CategoryTracer {
  /// The arguments of the call being followed into a function: its parameters mean these
  /// (so `make(.payment)` yields `.payment`, not every category any caller passes).
  final class Arguments {
    let function: BodyScope
    let values: [Int: (value: Expr, scope: BodyScope, outer: Arguments?)]
    init(function: BodyScope, values: [Int: (value: Expr, scope: BodyScope, outer: Arguments?)]) {
      self.function = function
      self.values = values
    }
  }

  /// The program traced.
  let facts: ProgramFacts
  private var memo: [String: [CategoryLeaf]] = [:]
  /// The keys being built, each with its depth in that stack.
  private var inProgress: [String: Int] = [:]
  /// The outermost stack depth a cycle was cut at while building the current key.
  private var lowestCut = Int.max
  private static let maxDepth = 24
  /// A bound on the work of one program's tracing, whatever the input.
  static let stepLimit = 500_000
  private var budget = stepLimit
  /// The steps spent so far.
  var steps: Int { Self.stepLimit - budget }
  /// Whether a value found one step further than `depth` can still be traced. The lookups
  /// that find such values (every call site of a function, every assignment to a member) are
  /// skipped when it cannot: their values would all come back empty, and at the depth cap a
  /// walk that wandered through a large program's common names (`init`, `insert`) spent most
  /// of its time looking up call sites it then dropped.
  func canFollow(from depth: Int) -> Bool { depth + 1 < Self.maxDepth }
  /// What each extension owner's type means (see `frameworkOwner`).
  var ownerKinds: [String: TrustInsightsType?] = [:]
  /// Per written category, the calls of the program's functions that pass it to a parameter
  /// on its way to an evaluator call (`check(ContextFactory.make(.other))`), once each.
  var passedAt: [CategoryLeaf: [CategoryTable.HelperCall]] = [:]
  /// Per written category, the calls of the program's functions that return a context holding
  /// it (`let context = makeContext(.other)`), once each.
  var madeAt: [CategoryLeaf: [CategoryTable.HelperCall]] = [:]

  /// A tracer for one program.
  init(facts: ProgramFacts) { self.facts = facts }

  /// Categories of the contexts `e` may be.
  func contexts(_ e: Expr, in scope: BodyScope, depth: Int) -> [CategoryLeaf] {
    origins(e, in: scope, mode: .context, depth: depth, args: nil)
  }

  func origins(_ e: Expr, in scope: BodyScope, mode: Mode, depth: Int, args: Arguments?) -> [CategoryLeaf] {
    guard depth < Self.maxDepth, budget > 0 else { return [] }
    budget -= 1
    let e = SyntaxQueries.stripped(e)
    switch e {
    case .cast(let c) where c.kind == .as:
      // `.other as InsightEvaluator.OperationCategory`: the value itself.
      return origins(c.operand, in: scope, mode: mode, depth: depth + 1, args: args)
    case .ternary(let t):
      return origins(t.then, in: scope, mode: mode, depth: depth + 1, args: args)
        + origins(t.otherwise, in: scope, mode: mode, depth: depth + 1, args: args)
    case .ifExpr(let s):
      return SyntaxQueries.returnedValues([.ifStmt(s)]).flatMap {
        origins($0, in: scope, mode: mode, depth: depth + 1, args: args)
      }
    case .switchExpr(let s):
      return SyntaxQueries.returnedValues([.switchStmt(s)]).flatMap {
        origins($0, in: scope, mode: mode, depth: depth + 1, args: args)
      }
    case .binary(let b) where b.op.text == "??":
      return origins(b.lhs, in: scope, mode: mode, depth: depth + 1, args: args)
        + origins(b.rhs, in: scope, mode: mode, depth: depth + 1, args: args)
    case .subscript(let sub):
      // `contexts[screen]`: any value the collection holds.
      return origins(sub.base, in: scope, mode: mode, depth: depth + 1, args: args)
    case .dictionary(let d):
      return d.entries.flatMap { origins($0.value, in: scope, mode: mode, depth: depth + 1, args: args) }
    case .array(let a):
      return a.elements.flatMap { origins($0, in: scope, mode: mode, depth: depth + 1, args: args) }
    case .implicitMember(let n):
      // A case without payload (`.none`) carries no category.
      if mode.isPayload { return [] }
      return frameworkMember(n, of: Self.type(of: mode), in: scope, mode: mode, depth: depth, staticOnly: true)
    case .identifier(let n):
      // A category named bare inside an extension of the category type (`static var x: Self { other }`).
      if mode == .category, TrustInsightsNames.categories.contains(n.text),
        frameworkOwner(scope.ownerPath) == .category,
        scope.lookup(n.text) == nil
      {
        return [leaf(n, in: scope)]
      }
      return named(n.text, at: n.token, in: scope, mode: mode, depth: depth, args: args)
    case .member(let m):
      return member(m, in: scope, mode: mode, depth: depth, args: args)
    case .tuple(let t):
      // `return (context, amount)` read for its element: that element's value.
      guard case .tupleElement(let index, let count, let inner) = mode, t.elements.count == count else { return [] }
      return origins(t.elements[index].value, in: scope, mode: inner, depth: depth + 1, args: args)
    case .call(let c):
      if case .tupleElement = mode {
        if let nested = nestedFunctionResults(c, in: scope, mode: mode, depth: depth, args: args) { return nested }
        return functionResults(c, facts.candidates(for: c, in: scope), in: scope, mode: mode, depth: depth, args: args)
      }
      if case .payload(let caseName, let index, let inner) = mode {
        // `.evaluate(.payment)`, `TrustRequirement.evaluate(.payment)`: the payload's value.
        if let name = SyntaxQueries.calleeName(c), name.text == caseName {
          let all = c.allArguments
          return index < all.count
            ? origins(all[index].value, in: scope, mode: inner, depth: depth + 1, args: args) : []
        }
        if let nested = nestedFunctionResults(c, in: scope, mode: mode, depth: depth, args: args) { return nested }
        return functionResults(c, facts.candidates(for: c, in: scope), in: scope, mode: mode, depth: depth, args: args)
      }
      if let made = frameworkInitializerResults(c, in: scope, mode: mode, depth: depth, args: args) {
        return made
      }
      if mode == .context, let category = contextCategoryArgument(c) {
        return origins(category, in: scope, mode: .category, depth: depth + 1, args: args)
      }
      if case .closure(let closure) = SyntaxQueries.stripped(c.callee),
        let body = facts.scopes(ofFile: scope.fileIndex).scope(of: closure)
      {
        // `lazy var context = { … }()`: what the closure returns.
        return SyntaxQueries.returnedValues(closure.body).flatMap {
          origins($0, in: body, mode: mode, depth: depth + 1, args: args)
        }
      }
      if let owner = frameworkCallOwner(c, in: scope, mode: mode) {
        // A factory in an extension of the framework's type; without one, the call is read
        // as before (the caller's own type or a global function).
        let declared = frameworkFunctions(for: c, of: owner, fromFile: scope.fileIndex)
        if !declared.isEmpty { return functionResults(c, declared, in: scope, mode: mode, depth: depth, args: args) }
      }
      // A local holding a closure hides a function of its name (`let make = { … }; make(.other)`).
      if let local = localClosureResults(c, in: scope, mode: mode, depth: depth, args: args) { return local }
      // A function declared in the body (or an enclosing one) hides one of the program.
      if let nested = nestedFunctionResults(c, in: scope, mode: mode, depth: depth, args: args) { return nested }
      let candidates = withOverrides(facts.candidates(for: c, in: scope), c, in: scope)
      if candidates.isEmpty, let element = elementResults(c, in: scope, mode: mode, depth: depth, args: args) {
        return element
      }
      if candidates.isEmpty, let kept = keptClosureResults(c, in: scope, mode: mode, depth: depth) { return kept }
      return functionResults(c, candidates, in: scope, mode: mode, depth: depth, args: args)
    default:
      return []
    }
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

  /// The steps after which values cut by a cycle are kept too. Building them again each time is
  /// exact but can cost far more than keeping them: one file of four copies of every rule
  /// fixture (every name declared four times, cycles through every parameter) spent its whole
  /// budget on rebuilding, 15 s instead of 2 s. Past these steps the tracer keeps every value,
  /// as it did before it told cut values apart, and a cycle's values may again depend on which
  /// evaluator call was traced first.
  static let exactCycleSteps = 20_000

  /// The value of `key`, built once. A cycle yields nothing on the repeated visit; a value
  /// built through such a cut of a key further out is partial (`x` read through `y` while `x`
  /// is being traced lacks what `x` adds), so it is not kept (within `exactCycleSteps`): kept,
  /// it would answer the next evaluator call, and what a context yields would depend on which
  /// call was traced first (on the order of the files in the run).
  func memoised(_ key: String, _ build: () -> [CategoryLeaf]) -> [CategoryLeaf] {
    if let done = memo[key] { return done }
    if let position = inProgress[key] {
      lowestCut = min(lowestCut, position)
      return []
    }
    let position = inProgress.count
    inProgress[key] = position
    let outerCut = lowestCut
    lowestCut = Int.max
    let value = Self.unique(build())
    inProgress[key] = nil
    if lowestCut >= position || steps > Self.exactCycleSteps { memo[key] = value }
    lowestCut = min(outerCut, lowestCut)
    return value
  }

  /// A name: a parameter (the followed call's argument, or every call site), a local (initializer
  /// and assignments), or a property.
  ///
  /// `use` is where the name is written: of two sibling blocks' locals of one name, the one
  /// whose block holds it (`BodyScope.lookup(_:at:)`).
  private func named(
    _ name: String, at use: TokenIndex? = nil, in scope: BodyScope, mode: Mode, depth: Int, args: Arguments?
  ) -> [CategoryLeaf] {
    if let anonymous = anonymousParameter(name, in: scope, mode: mode, depth: depth) { return anonymous }
    guard let (owner, binding) = scope.lookup(name, at: use) else {
      let props = selfProperties(named: name, of: scope)
      var candidates = props.isEmpty ? facts.globalProperties(named: name, fromFile: scope.fileIndex) : props
      if mode.isPayload { candidates = candidates.filter { isCompatible($0, mode: mode) } }
      return candidates.flatMap { property($0, mode: mode, depth: depth + 1) }
    }
    if mode == .category {
      let excluded = excludedCategories(name, binding, in: owner)
      if !excluded.isEmpty {
        return namedParameter(name, at: use, in: scope, mode: mode, depth: depth, args: args).filter {
          !excluded.contains($0.name)
        }
      }
    }
    return namedParameter(name, at: use, in: scope, mode: mode, depth: depth, args: args)
  }

  /// `named` once the name is known to be a parameter or local of `scope` (or an outer body).
  private func namedParameter(
    _ name: String, at use: TokenIndex?, in scope: BodyScope, mode: Mode, depth: Int, args: Arguments?
  ) -> [CategoryLeaf] {
    guard let (owner, binding) = scope.lookup(name, at: use) else { return [] }
    // When the use picked some of the name's locals, only the assignments inside their scopes.
    var regions: [(TokenIndex, TokenIndex)]?
    if case .local(let picked) = binding, picked.count < (owner.locals[name]?.count ?? 0) {
      regions = picked.map { ($0.visibleFrom, $0.visibleThrough) }
    }
    func assigned(_ key: String) -> [Expr] { owner.assignments(to: key, within: regions) }
    if case .parameter(let i) = binding, let args, args.function === owner {
      guard let given = args.values[i] else {
        guard let d = owner.function?.parameters[i].defaultValue else { return [] }
        return origins(d, in: owner, mode: mode, depth: depth + 1, args: nil)
      }
      return origins(given.value, in: given.scope, mode: mode, depth: depth + 1, args: given.outer)
    }
    let build = {
      switch binding {
      case .parameter(let i):
        return self.parameter(i, of: owner, mode: mode, depth: depth + 1)
      case .local(let locals):
        var result: [CategoryLeaf] = []
        for local in locals {
          // `guard case .evaluate(let category) = screen.trust`: the payload of that case in
          // every value the subject may hold.
          if let p = local.payload {
            let payload = Mode.payload(caseName: p.caseName, index: p.index, inner: mode)
            let fromSubject = self.origins(p.subject, in: owner, mode: payload, depth: depth + 1, args: args)
            result +=
              fromSubject.isEmpty
              ? self.payloadConstructions(p, in: owner, mode: payload, depth: depth + 1) : fromSubject
          }
          // `let (context, _) = makeRequest()`: that element of what the call returns.
          if let t = local.tupleElement {
            let element = Mode.tupleElement(index: t.index, count: t.count, inner: mode)
            result += self.origins(t.source, in: owner, mode: element, depth: depth + 1, args: args)
          }
          // `var category = .other` that every branch of the next `switch` overwrites flows nowhere.
          if let i = local.initializer, local.unwraps || !self.isOverwritten(local, in: owner, mode: mode) {
            result += self.origins(i, in: owner, mode: mode, depth: depth + 1, args: args)
          }
          // `var category: Category { flag ? .payment : .other }` in the body: what its getter
          // returns, as for a computed property.
          for getter in local.getters {
            guard let s = self.facts.scopes(ofFile: owner.fileIndex).scope(of: getter) else { continue }
            for v in SyntaxQueries.returnedValues(s.statements) {
              result += self.origins(v, in: s, mode: mode, depth: depth + 1, args: nil)
            }
          }
          // `for context in flowContexts`: each element of the sequence (an array literal,
          // or a name holding one).
          if let s = local.sequence {
            result += self.origins(s, in: owner, mode: mode, depth: depth + 1, args: args)
          }
        }
        // `contexts[.help] = make(.other)`: the collection holds that element too.
        for value in assigned(name) + assigned(name + BodyScope.elementSuffix) {
          result += self.origins(value, in: owner, mode: mode, depth: depth + 1, args: args)
        }
        if mode == .context {
          for value in assigned(name + ".operationCategory") {
            result += self.origins(value, in: owner, mode: .category, depth: depth + 1, args: args)
          }
          // `adjust(&context)`: what the function gives its `inout` parameter.
          result += self.inoutArgumentCategories(of: name, in: owner, depth: depth + 1)
          // `context.forSupportChat()`: what a `mutating` method of the framework's context gives it.
          result += self.mutatingMethodCategories(of: name, in: owner, depth: depth + 1)
          // `func adjust() { context.operationCategory = .other }` written in the body.
          if regions == nil {
            for (value, body) in self.capturedAssignments(to: name + ".operationCategory", of: name, in: owner) {
              result += self.origins(value, in: body, mode: .category, depth: depth + 1, args: nil)
            }
          }
        }
        return result
      }
    }
    guard args == nil else { return build() }
    // The locals picked are part of the key: sibling blocks' locals of one name differ.
    let picked = regions.map { "@\($0.map { String($0.0) }.joined(separator: ","))" } ?? ""
    return memoised("\(String(describing: ObjectIdentifier(owner)))|\(name)\(picked)|\(mode.key)", build)
  }

  /// The values passed for parameter `index` of a function at every call site in the program.
  private func parameter(_ index: Int, of scope: BodyScope, mode: Mode, depth: Int) -> [CategoryLeaf] {
    guard canFollow(from: depth) else { return [] }
    guard let f = scope.function else { return keptClosureParameter(index, of: scope, mode: mode, depth: depth) }
    let param = f.parameters[index]
    guard !cannotHold(param, of: scope, mode: mode) else { return [] }
    var sites: [ProgramFacts.CallSite]
    // Only calls whose labels fit the parameters count: they spell every required label.
    let label = Self.requiredLabel(f.parameters)
    switch f.kind {
    case .initializer:
      guard let typeName = scope.ownerPath.last else { return [] }
      sites = facts.callSites(named: typeName, passing: label) + facts.callSites(named: "init", passing: label)
    case .function:
      // A nested function is called only by its bare name where it is visible.
      sites = nestedFunctionCallSites(of: scope) ?? facts.callSites(named: f.name.text, passing: label)
      // `evaluateTrust(.payment)` on a value whose type declares this `callAsFunction`.
      if f.name.text == "callAsFunction", let owner = scope.ownerPath.last {
        sites += facts.valueCallSites(ofCallAsFunctionOf: owner, passing: label)
      }
    default:
      return []
    }
    var result: [CategoryLeaf] = []
    var usedDefault = false
    var matchedSites = 0
    let program = facts.program.index
    let entry = program.functionID(of: f).map { program.functions[Int($0)] }
    for site in sites {
      let labels = ProgramFacts.labels(of: site.call)
      guard let mapping = labels.match(f.parameters) else { continue }
      // A call in another module reaches that module's same declaration, or its import's one.
      if let entry, program.isOutOfReach(entry, labels: labels, atFile: site.scope.fileIndex) { continue }
      // `preview.evaluate(ctx)` on another type with its own `evaluate` is not this function's call.
      if let entry, f.kind == .function, facts.callsAnotherFunction(site.call, in: site.scope, than: entry) { continue }
      matchedSites += 1
      let all = site.call.allArguments
      if let a = mapping.firstIndex(of: index), a < all.count {
        let found = origins(all[a].value, in: site.scope, mode: mode, depth: depth + 1, args: nil)
        // A stand-in for the framework's own context type (a stub module for Linux CI) is no
        // helper: its initializer call is where the category is written.
        if let name = SyntaxQueries.calleeName(site.call),
          !(f.kind == .initializer && scope.ownerPath.last == "InsightContext")
        {
          let call = CategoryTable.HelperCall(
            fileIndex: site.scope.fileIndex, token: name.token, callee: SyntaxQueries.displayName(site.call),
            caller: site.scope.function?.name.text)
          for leaf in Set(found) where !(passedAt[leaf]?.contains(call) ?? false) {
            passedAt[leaf, default: []].append(call)
          }
        }
        result += found
      } else {
        usedDefault = true
      }
    }
    // A parameterized test's only call sites are the collections its `@Test` attribute lists.
    if matchedSites == 0, mode == .category, f.kind == .function {
      result += testArgumentCategories(index, of: f, in: scope)
    }
    // With no call site in the linted set (a public entry point), the default is what flows.
    if usedDefault || matchedSites == 0, let d = param.defaultValue {
      result += origins(d, in: scope, mode: mode, depth: depth + 1, args: nil)
    }
    return result
  }
}
