import TrustLintSyntax

/// Which functions a receiver of a known type runs: its type's own, or those it inherits from
/// the program's superclasses and from extensions of the protocols it conforms to.
extension ProgramIndex {
  /// Whether a receiver of type `type` may run this function.
  /// - For a protocol: a body its conformers (or its extensions) give the requirement (the
  ///   requirement itself has no body to run).
  /// - Otherwise: the type's own method; or, when the type declares no function of that name,
  ///   the one of the nearest superclass or protocol that does (`memberSources`). A
  ///   `PayFlow: BaseFlow` receiver runs `BaseFlow.fetch()`, not an unrelated `Store.fetch()`;
  ///   an inherited protocol requirement (no body) is not run, its extension's default is.
  public func receiver(ofType type: String, mayRun entry: FunctionEntry) -> Bool {
    guard let owner = entry.ownerPath.last else { return false }
    if isProtocol(type) { return entry.decl.hasBody && (owner == type || conformers(of: type).contains(owner)) }
    if owner == type { return true }
    // A protocol's requirement has no body: a conformer relying on the protocol runs the
    // default its extension gives (`PayeeHandler().handle(e)` with `handle` only in
    // `extension EvaluationHandling`), not an unknown function.
    if !entry.decl.hasBody, isProtocol(owner) { return false }
    // The nearest source declaring the name, found by owner (a name declared in thousands of
    // types must not cost a scan of all of them per candidate).
    return memberSources(ofType: type).first { declares($0, entry.name) } == owner
  }

  /// Whether a bare call (`evaluate(.iban)`, no receiver) made in a body whose enclosing types
  /// are `ownerPath` (empty: top-level code or a global function) may run `entry`: a global
  /// function; a member of an enclosing type; or a method that type runs as its own
  /// (inherited from the program's superclass, a protocol extension's default). A method of
  /// another type of the program is never run bare: `evaluate(.iban)` in a field conforming to
  /// another module's protocol runs that protocol's method, not `TrustService.evaluate(_:)`.
  /// True where the program cannot tell: the enclosing type is an alias's name, or `entry`
  /// belongs to an extension of a type declared outside the program (`extension
  /// UIViewController`), which any of the app's subclasses of it runs.
  public func bareCall(inOwnerPath ownerPath: [String], mayRun entry: FunctionEntry) -> Bool {
    guard let entryOwner = entry.ownerPath.last, let owner = ownerPath.last else { return entry.ownerPath.isEmpty }
    if ownerPath.contains(entryOwner) { return true }
    if isMemberOfOutsideType(entry) { return true }
    queries?.note(.typeAlias, owner)
    if typeAliasesByName[owner] != nil { return true }
    return receiver(ofType: owner, mayRun: entry)
  }

  /// Whether a receiver of type `type`, which the program declares (not only extends), runs
  /// none of `entries`: `validator.evaluate(.iban)` with `let validator: any Validating`, a
  /// protocol of the program none of whose conformers there declares `evaluate`, runs the
  /// forms module's method, not `TrustService.evaluate(_:)`. False where the program cannot
  /// tell: a method of an extension of a type declared outside the program (its subclasses
  /// run it), an `override` in a subclass of `type` (an injected subclass runs it).
  public func receiver(ofDeclaredType type: String, runsNoneOf entries: [FunctionEntry]) -> Bool {
    guard types(named: type).contains(where: { $0.decl.kind != .extension }) else { return false }
    return !entries.contains { entry in
      guard let owner = entry.ownerPath.last else { return true }
      // The type's own declarations, a protocol's requirements among them (a requirement whose
      // declared result is an evaluation makes the call a producer's), and inherited ones.
      if owner == type || receiver(ofType: type, mayRun: entry) || memberSources(ofType: type).contains(owner) {
        return true
      }
      if types(named: owner).allSatisfy({ $0.decl.kind == .extension }) { return true }
      return entry.decl.modifiers.has("override") && memberSources(ofType: owner).contains(type)
    }
  }

  /// Whether `entry` is a method the program adds to a type it only extends (`extension View`,
  /// `extension UIViewController`): a receiver of any type from outside the program may run
  /// it (`Form { … }.trustGuarded(.payment)`, SwiftUI's `Form` being a `View`), so an outside
  /// receiver says nothing against it.
  public func isMemberOfOutsideType(_ entry: FunctionEntry) -> Bool {
    guard let owner = entry.ownerPath.last else { return false }
    return types(named: owner).allSatisfy { $0.decl.kind == .extension }
  }

  /// Whether a call on a type written by name (`Validator.evaluate(.iban)`,
  /// `FormKit.Validator.evaluate(.iban)`: a static method) may run `entry`: a global function
  /// (the path may name a module), or what a member of that type runs bare
  /// (`bareCall(inOwnerPath:mayRun:)`). `TrustService.evaluate(_:)` is run only through
  /// `TrustService` (or an alias, a subclass, a protocol it conforms to).
  public func typeReceiver(_ receiver: Expr, mayRun entry: FunctionEntry) -> Bool {
    guard let path = SyntaxQueries.typePathText(receiver), path != "Self",
      let type = path.split(separator: ".").last.map(String.init)
    else { return true }
    return bareCall(inOwnerPath: [type], mayRun: entry)
  }

  /// Whether the type (or extension) named `owner` declares a function named `name`.
  private func declares(_ owner: String, _ name: String) -> Bool {
    guard let ids = functionsByName[name] else { return false }
    if ids.count > 1 { return functionsByOwnerAndName[OwnedName(owner: owner, name: name)] != nil }
    return functions[Int(ids[0])].ownerPath.last == owner
  }

  /// The types whose members a value of `type` has, nearest first: `type`, the program's
  /// superclasses of it in order, then the protocols they conform to (in declarations and
  /// extensions) with the protocols those inherit, whose extensions give default members.
  /// Bounded, so that an inheritance cycle in broken code ends.
  public func memberSources(ofType type: String) -> [String] {
    var classes = [type]
    var protocols: [String] = []
    var seen: Set<String> = [type]
    var i = 0
    while i < classes.count + protocols.count && i < Self.maxMemberSources {
      let current = i < classes.count ? classes[i] : protocols[i - classes.count]
      for t in types(named: current) {
        for inherited in t.decl.inheritance {
          guard let base = TypeText.base(of: inherited.text)?.name, seen.insert(base).inserted else { continue }
          let declared = types(named: base)
          if i < classes.count, declared.contains(where: { $0.decl.kind == .class }) {
            classes.append(base)
          } else if declared.contains(where: { $0.decl.kind == .protocol }) {
            protocols.append(base)
          }
        }
      }
      i += 1
    }
    return classes + protocols
  }

  /// How many types `memberSources` visits at most.
  static let maxMemberSources = 32
}
