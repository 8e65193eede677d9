import TrustLintSyntax

/// Which declarations of the program a call may reach: by name and labels, narrowed by what
/// the receiver says (`self`, a type name, `super`, a receiver of known type), by overloads'
/// parameter types and by `static` against instance methods.
extension GraphBuilder {
  /// Program declarations a call may reach, narrowed by what the receiver says.
  func candidates(for c: CallExpr, _ shape: CallShape, receiverIsEvaluation: Bool) -> [ResolvedCall] {
    guard let name = shape.name?.text, !shape.isImplicitMember else { return [] }
    let labels = CallShape.labels(of: c)
    if !localTypeNames.isEmpty, runsLocalType(c, shape, name: name) { return [] }
    if shape.isBare, let first = name.utf8.first, first >= 0x41 && first <= 0x5A {
      return index.resolve(name: "init", labels: labels, initializerOf: name, fromFile: fileIndex)
    }
    if !receiverIsEvaluation, name != "requestEvaluation",
      let owned = ownedCandidates(for: c, shape, name: name, labels: labels)
    {
      return owned
    }
    let all = index.resolve(name: name, labels: labels, fromFile: fileIndex)
    // `validator.evaluate(.payment)` with `let validator: FormKit.Validator`: that module's
    // method, not the program's producer `TrustService.evaluate(_:)` of the same shape.
    // Not a method the program adds to an outside type (`extension View`), which such a
    // receiver may run.
    if !receiverIsEvaluation, !all.isEmpty, name != "requestEvaluation",
      !all.contains(where: { index.isMemberOfOutsideType(index.functions[Int($0.function)]) }),
      receivers?.runsOutsideProgramMethod(c) == true
    {
      return []
    }
    // A bare call runs a global function or one of the enclosing type's own: the program's
    // method of another type, of the same name and labels, is not what it runs.
    if shape.isBare, !receiverIsEvaluation, !all.isEmpty, name != "requestEvaluation",
      !all.contains(where: { index.bareCall(inOwnerPath: ownerPath, mayRun: index.functions[Int($0.function)]) })
    {
      return []
    }
    // `validator.evaluate(.iban)` on a receiver of a type the program declares that runs none
    // of the program's functions of that name: another module's method.
    if !shape.isBare, !isSelf(shape.receiver), !receiverIsEvaluation, !all.isEmpty, name != "requestEvaluation",
      let type = receivers?.typeName(c),
      index.receiver(ofDeclaredType: type, runsNoneOf: all.map { index.functions[Int($0.function)] })
    {
      return []
    }
    // `Validator.evaluate(.iban)`: a static method of a type that runs none of them. A generic
    // parameter (`G.evaluate(.payment)`, which the receiver facts name by its constraint, or
    // not at all when it has none) is its constraint's type, or any type.
    if !receiverIsEvaluation, !all.isEmpty, name != "requestEvaluation", let receiver = shape.receiver,
      !isSelf(receiver), let runs = staticReceiverRuns(c, receiver),
      !all.contains(where: { runs(index.functions[Int($0.function)]) })
    {
      return []
    }
    // `engine.evaluate(op)` on `let engine = RulesEngine.shared` of a package outside the
    // linted set runs that package's method, not the program's `evaluate` of the same shape
    // (asked before the single-candidate shortcut below, which would take it regardless).
    if !all.isEmpty, !receiverIsEvaluation, name != "requestEvaluation", !shape.isBare, !isSelf(shape.receiver),
      !all.contains(where: { index.isMemberOfOutsideType(index.functions[Int($0.function)]) }),
      receivers?.receiverIsOutsideProgram(c) == true
    {
      return []
    }
    if all.isEmpty, !receiverIsEvaluation, let callable = callAsFunctionCandidates(c, labels: labels) {
      return callable
    }
    // `evaluator.requestEvaluation(…)` on an `InsightEvaluator` runs the framework's method,
    // whatever the program declares under that name (a vendor SDK's wrapper, a mock). Not a
    // call that passes a closure: the framework's method takes none, so the program's overload
    // it matches runs (a callback-era `requestEvaluation(context:completion:)` in an extension).
    if !receiverIsEvaluation, !all.isEmpty, name == "requestEvaluation", !Self.passesClosure(c),
      runsFrameworkMethod(c, shape)
    {
      return []
    }
    guard all.count > 1 || receiverIsEvaluation else { return all }
    let entries = all.map { index.functions[Int($0.function)] }
    if receiverIsEvaluation {
      return zip(all, entries).filter { $0.1.isEvaluationExtension }.map { $0.0 }
    }
    var preferred: [ResolvedCall] = []
    if shape.isBare || isSelf(shape.receiver) {
      if let owner = ownerType { preferred = zip(all, entries).filter { $0.1.ownerPath.last == owner }.map { $0.0 } }
      if preferred.isEmpty && shape.isBare {
        preferred = zip(all, entries).filter { $0.1.ownerPath.isEmpty }.map { $0.0 }
      }
    } else if case .identifier(let typeName)? = shape.receiver, typeName.text.first?.isUppercase == true {
      // The type's own static method, or one it inherits (a protocol extension's default); for
      // a generic parameter, what its constraint's conformers and extensions give.
      let type = receivers?.typeName(c) ?? typeName.text
      preferred = zip(all, entries).filter { index.receiver(ofType: type, mayRun: $0.1) }.map { $0.0 }
    } else if let type = receivers?.typeName(c),
      case let typed = zip(all, entries).filter({ index.receiver(ofType: type, mayRun: $0.1) }).map({ $0.0 }),
      !typed.isEmpty
    {
      // `trust.evaluate(…)` with `let trust = TrustService()`: that type's method; on a
      // protocol, the implementations of its conformers (a requirement has no body to run),
      // those of preview and test doubles compiled only in development builds left out when a
      // conformer every build compiles remains: the app ships without them.
      preferred =
        index.isProtocol(type)
        ? withoutDoublesThatMadeNone(
          index.withoutDependentModules(withoutDevelopmentDoubles(typed), fromFile: fileIndex), c, shape) : typed
    } else if let type = receivers?.typeName(c), index.isProtocol(type),
      case let required = zip(all, entries).filter({ $0.1.ownerPath.last == type }).map({ $0.0 }),
      !required.isEmpty
    {
      // `evaluator.requestEvaluation(…)` on `any CoachingEvaluating`, whose conformer is
      // outside the program (`extension InsightEvaluator: CoachingEvaluating {}`): no body in
      // the program runs, and what comes back is what the protocol's own requirement declares,
      // not what another protocol's same-named requirement does (`QuoteEvaluating`) (probes-di f01).
      preferred = required
    } else {
      preferred = zip(all, entries).filter { !$0.1.ownerPath.isEmpty }.map { $0.0 }
    }
    return preferred.isEmpty ? all : preferred
  }

  /// Whether the call runs a method (or initializer) of a type declared locally in this body
  /// or an enclosing one, which shadows a program type of the same name: `Screening()` or
  /// `Screening().run(context:)` after `struct Screening { … }` in the function. Such a type
  /// is in no index, so the call reaches none of the program's functions.
  private func runsLocalType(_ c: CallExpr, _ shape: CallShape, name: String) -> Bool {
    if shape.isBare { return localTypeNames.contains(name) }
    if case .identifier(let typeName)? = shape.receiver, localTypeNames.contains(typeName.text) { return true }
    if let type = receivers?.typeName(c), localTypeNames.contains(type) { return true }
    return false
  }

  /// What `candidates` prefers when the receiver names one type (`self`, nothing, a type
  /// name, a receiver of known type that is not a protocol) and that type declares a fitting
  /// function: looked up among that type's functions alone. Nil: resolve by name. A name
  /// declared in thousands of types made every call scan all of them.
  private func ownedCandidates(for c: CallExpr, _ shape: CallShape, name: String, labels: CallLabels) -> [ResolvedCall]?
  {
    // `super.finish(e)` in an override: the superclass's method (or the nearest ancestor's
    // that declares one); none in the program is a method outside it.
    if case .identifier(let n)? = shape.receiver, n.text == "super", let owner = ownerType {
      var type = owner
      var rounds = 0
      while rounds < 8, let parent = superclass(of: type) {
        let found = index.resolve(name: name, labels: labels, owner: parent, fromFile: fileIndex)
        if !found.isEmpty { return found }
        type = parent
        rounds += 1
      }
      return []
    }
    if shape.isBare || isSelf(shape.receiver) {
      if let owner = ownerType {
        var own = index.resolve(name: name, labels: labels, owner: owner, fromFile: fileIndex)
        // `Payments.Flow`'s bare `decide(e)` runs its own method, not `Audit.Flow`'s.
        let exact = own.filter { index.functions[Int($0.function)].ownerPath == ownerPath }
        if !exact.isEmpty { own = exact }
        if !own.isEmpty { return conformersRunning(own, ofProtocol: owner, name: name, labels: labels) ?? own }
      }
      if shape.isBare {
        let global = index.resolve(name: name, labels: labels, owner: "", fromFile: fileIndex)
        if !global.isEmpty { return global }
      }
      return nil
    }
    if case .identifier(let typeName)? = shape.receiver, typeName.text.first?.isUppercase == true {
      let typed = index.resolve(name: name, labels: labels, owner: typeName.text, fromFile: fileIndex)
      return typed.isEmpty ? nil : typed
    }
    // A receiver of a known type that is not a protocol (whose conformers' methods count too).
    // Its type is asked only for a name declared more than once: finding it costs more than
    // the lookup by name it would save (every member call of every body).
    if (index.functionsByName[name]?.count ?? 0) > 1, let type = receivers?.typeName(c), !index.isProtocol(type) {
      let typed = index.resolve(name: name, labels: labels, owner: type, fromFile: fileIndex)
      return typed.isEmpty ? nil : typed
    }
    return nil
  }

  /// `report(e, .notUsedError)` written bare in an extension of protocol `owner`, where the
  /// protocol's requirement (no body) is all that `own` found: the call runs what `self`'s
  /// conformer gives, as `reporter.report(e, …)` on an `any` value of the protocol does, so
  /// a default helper that forwards to the requirement reports as the conformers do instead
  /// of being an escape. Nil when `owner` is no protocol, when `own` has a body to run, or
  /// when no conformer in the program implements it.
  private func conformersRunning(_ own: [ResolvedCall], ofProtocol owner: String, name: String, labels: CallLabels)
    -> [ResolvedCall]?
  {
    guard index.isProtocol(owner), own.allSatisfy({ !index.functions[Int($0.function)].decl.hasBody }) else {
      return nil
    }
    let typed = index.resolve(name: name, labels: labels, fromFile: fileIndex).filter {
      index.receiver(ofType: owner, mayRun: index.functions[Int($0.function)])
    }
    let kept = index.withoutDependentModules(withoutDevelopmentDoubles(typed), fromFile: fileIndex)
    return kept.isEmpty ? nil : kept
  }

  /// Overloads that differ by parameter type (`log(_ e: Evaluation)` and `log(_ message:
  /// String)`): an evaluation passed there cannot reach a parameter of a plain value type, nor
  /// one of a struct, enum, class or actor the program declares (an app's own `Evaluation`
  /// beside `record(_ e: CoachingEvaluation)`: the framework's class is none of them), so
  /// those candidates are dropped (unless none would be left).
  func narrowedByArgumentTypes(_ found: [ResolvedCall], _ arguments: [CallSite.Argument]) -> [ResolvedCall] {
    let kept = found.filter { call in
      let entry = index.functions[Int(call.function)]
      return arguments.allSatisfy { a in
        guard a.index >= 0, a.index < call.parameterOfArgument.count else { return true }
        let p = call.parameterOfArgument[a.index]
        guard p >= 0, p < entry.decl.parameters.count, let type = entry.decl.parameters[p].type?.text else {
          return true
        }
        guard let base = TypeText.base(of: type)?.name else { return true }
        return !Self.plainValueTypes.contains(base) && !isOwnConcreteType(base, written: type, in: entry)
      }
    }
    return kept.isEmpty ? found : kept
  }

  /// Whether a parameter's type names only concrete types the program declares (no protocol,
  /// no evaluation type or alias in the function's file and scope, no generic parameter of the
  /// function or of its enclosing types): a value of the framework's evaluation class is none.
  private func isOwnConcreteType(_ base: String, written type: String, in entry: FunctionEntry) -> Bool {
    let declared = index.types(named: base).filter { $0.decl.kind != .extension }
    guard !declared.isEmpty, declared.allSatisfy({ $0.decl.kind != .protocol }) else { return false }
    if type.contains("any ") || type.contains("some ") || type.contains("&") { return false }
    if index.isEvaluationType(type, inFile: entry.fileIndex, ownerPath: entry.ownerPath) { return false }
    if TypeScopes.genericNames(entry.decl.genericParameters).contains(base) { return false }
    for owner in entry.ownerPath {
      for t in index.types(named: owner) where TypeScopes.genericNames(t.decl.genericParameters).contains(base) {
        return false
      }
    }
    return true
  }

  /// `Audit.settle(e)` runs a `static`/`class` method, `audit.settle(e)` an instance one: when
  /// a type declares both, the receiver's spelling tells them apart (a type name starts with a
  /// capital letter; `self` in an instance method is an instance). `Self.record(e)` names the
  /// own type, so a static method too: before, it also ran an instance `record` of the same
  /// name (a false "never reported" for `pipe(e, Self.record)`, probes-eg p03).
  func narrowedByStaticness(_ found: [ResolvedCall], receiver: Expr) -> [ResolvedCall] {
    guard case .identifier(let n) = SyntaxQueries.stripped(receiver), let first = n.text.unicodeScalars.first
    else { return found }
    let wantsStatic = first.value >= 0x41 && first.value <= 0x5A
    let kept = found.filter { call in
      let m = index.functions[Int(call.function)].decl.modifiers
      return (m.has("static") || m.has("class")) == wantsStatic
    }
    return kept.isEmpty ? found : kept
  }

  /// Standard value types no evaluation converts to.
  static let plainValueTypes: Set<String> = [
    "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Bool", "Double", "Float", "CGFloat", "Decimal", "Data", "Date", "URL", "UUID", "TimeInterval",
  ]

  /// `reportTrust(e, status)` or `self.reportTrust(e, status)`, where `reportTrust` is a value
  /// whose type (written, or initialised as `ReportTrust()`) declares `callAsFunction`: the call
  /// runs that method, so it is followed like any function of the program. Nil when the callee
  /// is no such value (a closure, a function the program does not declare).
  private func callAsFunctionCandidates(_ c: CallExpr, labels: CallLabels) -> [ResolvedCall]? {
    // Asked for every call of a name the program does not declare: only where some type
    // declares `callAsFunction` is the receiver's type looked up (it needs the file's scopes).
    guard let receivers, !index.functions(named: "callAsFunction").isEmpty,
      let type = receivers.valueTypeName(c.callee, c)
    else { return nil }
    let found = index.resolve(name: "callAsFunction", labels: labels, owner: type, fromFile: fileIndex)
    return found.isEmpty ? nil : found
  }

  /// The class a class of the program inherits from, when the program declares it.
  private func superclass(of type: String) -> String? {
    for entry in index.types(named: type) where entry.decl.kind == .class {
      for inherited in entry.decl.inheritance {
        guard let base = TypeText.base(of: inherited.text)?.name else { continue }
        if index.types(named: base).contains(where: { $0.decl.kind == .class }) { return base }
      }
    }
    return nil
  }

  /// Whether a call of an evaluator method's name runs the framework's method rather than the
  /// program's function of that name: the receiver decides (see
  /// `ProgramFacts.runsFrameworkEvaluatorMethod`); without the program's facts, only its name.
  func runsFrameworkMethod(_ c: CallExpr, _ shape: CallShape) -> Bool {
    if let receivers { return receivers.runsFrameworkMethod(c) }
    return EvaluatorReceiver.unknown.runsFrameworkMethod(receiver: shape.receiver)
  }

  /// Whether a call passes a closure literal (an argument or a trailing closure).
  static func passesClosure(_ c: CallExpr) -> Bool {
    c.allArguments.contains { argument in
      if case .closure = argument.value { return true }
      return false
    }
  }

  /// What a call on a type written by name may run: `ProgramIndex.typeReceiver`, or for a
  /// capitalised name the receiver facts read as another type (a generic parameter named by
  /// its constraint) that type's functions. Nil when nothing narrows it (an unconstrained
  /// generic parameter): resolved by name.
  private func staticReceiverRuns(_ c: CallExpr, _ receiver: Expr) -> ((FunctionEntry) -> Bool)? {
    if case .identifier(let n) = receiver, n.text.first?.isUppercase == true, let receivers,
      receivers.typeName(c) != n.text
    {
      guard let type = receivers.typeName(c) else { return nil }
      return { self.index.bareCall(inOwnerPath: [type], mayRun: $0) }
    }
    return { self.index.typeReceiver(receiver, mayRun: $0) }
  }

  /// `self` or `Self` (a static member of the own type).
  private func isSelf(_ e: Expr?) -> Bool {
    if case .identifier(let n)? = e { return n.text == "self" || n.text == "Self" }
    return false
  }

  /// `found` without the methods of conformers declared only in development builds
  /// (`FunctionEntry.isDevelopmentOnly`), unless that leaves none. A type declared in both
  /// clauses (`#if DEBUG final class Feedback: Sink { … } #else final class Feedback: Sink {
  /// … } #endif`) keeps its `DEBUG` twin: where that type is injected a debug build runs it,
  /// as it runs a twin function (`areIfConfigAlternatives`).
  func withoutDevelopmentDoubles(_ found: [ResolvedCall]) -> [ResolvedCall] {
    let entries = found.map { index.functions[Int($0.function)] }
    let shippedOwners = Set(entries.filter { !$0.isDevelopmentOnly }.map(\.ownerPath))
    let kept = zip(found, entries).filter { !$0.1.isDevelopmentOnly || shippedOwners.contains($0.1.ownerPath) }.map {
      $0.0
    }
    return shippedOwners.isEmpty ? found : kept
  }
}
