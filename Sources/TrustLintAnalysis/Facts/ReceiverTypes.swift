import Foundation
import TrustLintSyntax

/// The concrete type a call's receiver is known to have, for lookups that go by a method's
/// base name: call sites of `TrustService.evaluate(_:)` are not those of an unrelated
/// `PolicyPreview.evaluate(_:)` when the receiver says which type it is.
extension ProgramFacts {
  /// Whether `call`'s receiver is known to be of a type that runs other functions named like
  /// `function` but not `function` itself (`ProgramIndex.receiver(ofType:mayRun:)`, which the
  /// flow builder asks too), or of a type from outside the linted set
  /// (`receiverTypeIsOutsideProgram`: `validator.evaluate(.other)` on a form validator of another
  /// module passes its own `.other`, no category): the call is not one of `function`'s call
  /// sites.
  func callsAnotherFunction(_ call: CallExpr, in scope: BodyScope, than function: FunctionEntry) -> Bool {
    // (Unless the program adds `function` to an outside type, `extension View`: then any
    // outside receiver may run it.)
    if !program.index.isMemberOfOutsideType(function), receiverTypeIsOutsideProgram(call, in: scope) { return true }
    // A static call on a type written by name that runs no such function.
    // (Unless a local of that capitalised spelling shadows the type.) A generic parameter
    // (`G.evaluate(…)` with `G: RiskChecking`) is its constraint, or any type when it has none.
    if let receiver = SyntaxQueries.receiver(call), let path = SyntaxQueries.typePathText(receiver),
      scope.lookup(String(path.prefix { $0 != "." })) == nil
    {
      if !path.contains("."), let constraints = genericStandIn(path, in: scope) {
        if let type = preferredConstraint(constraints), !program.index.bareCall(inOwnerPath: [type], mayRun: function) {
          return true
        }
      } else if !program.index.typeReceiver(receiver, mayRun: function) {
        return true
      }
    }
    // A bare call runs no method of another type (`ProgramIndex.bareCall(inOwnerPath:mayRun:)`).
    if case .identifier(let n) = SyntaxQueries.stripped(call.callee), n.text == function.name,
      !program.index.bareCall(inOwnerPath: scope.ownerPath, mayRun: function)
    {
      return true
    }
    guard let receiver = SyntaxQueries.receiver(call), let type = knownTypeName(receiver, in: scope, depth: 0)
    else { return false }
    let index = program.index
    // The same for every function of that name: asked once per pair, not per call site and
    // candidate (a name declared by many types made this quadratic).
    let runnable = runnableByType.value(RunnableKey(name: function.name, type: type)) {
      index.functions(named: function.name).filter { index.receiver(ofType: type, mayRun: $0) }
    }
    // A type the program declares that runs no function of this name runs another module's.
    if runnable.isEmpty { return index.receiver(ofDeclaredType: type, runsNoneOf: [function]) }
    return !runnable.contains { $0 === function } && !overrides(function, inSubclassOf: type)
  }

  /// Whether `function` is an `override` declared in a subclass of class `type`: a receiver
  /// declared as the base class (`let checker: TrustChecker`, given a `FrameworkTrustChecker`
  /// by injection) may run it, so `checker.verdict(for: .payment)` is one of its call sites
  /// too.
  private func overrides(_ function: FunctionEntry, inSubclassOf type: String) -> Bool {
    guard function.decl.modifiers.has("override"), let owner = function.ownerPath.last, owner != type else {
      return false
    }
    return program.index.memberSources(ofType: owner).contains(type)
  }

  /// The simple name of the type `e` is declared or built as: a parameter's or local's written
  /// type, a local or property initialised by `Type(…)`, `self` in a member of a type. Nil
  /// when nothing says (shallow, like `inferType`).
  /// A generic parameter or associated type is the type its constraint names
  /// (`genericStandIn`), nil when none says (`<T>`): the call is then resolved by name, as a
  /// receiver of unknown type is, never taken for another module's type.
  func knownTypeName(_ e: Expr, in scope: BodyScope, depth: Int) -> String? {
    guard let name = writtenTypeName(e, in: scope, depth: depth) else { return nil }
    if let constraints = genericStandIn(name, in: scope) { return preferredConstraint(constraints) }
    return name
  }

  /// The protocol a generic parameter in scope is constrained to (`Audit` in a member of
  /// `AddPayeeModel<Audit: AuditLogging>` is some `AuditLogging`, also when the constraint is
  /// written in a `where` clause): the function's own parameters first, then those of the
  /// enclosing types.
  func genericConstraint(of name: String, in scope: BodyScope) -> String? {
    genericStandIn(name, in: scope).flatMap(preferredConstraint)
  }

  private func writtenTypeName(_ e: Expr, in scope: BodyScope, depth: Int) -> String? {
    guard depth < 4 else { return nil }
    switch SyntaxQueries.stripped(e) {
    case .identifier(let n):
      if n.text == "self" { return scope.ownerPath.last }
      if let (owner, binding) = scope.lookup(n.text, at: n.token) {
        switch binding {
        case .parameter(let i): return parameterTypeText(i, of: owner).flatMap(Self.simpleName)
        case .local(let locals):
          guard let local = locals.last else { return nil }
          if let t = localTypeText(local, in: owner, depth: depth) { return Self.simpleName(t) }
          // `for evaluator in evaluators`: an element of the sequence.
          if let sequence = local.sequence { return elementTypeName(sequence, in: owner, depth: depth + 1) }
          return local.initializer.flatMap { knownTypeName($0, in: owner, depth: depth + 1) }
        }
      }
      if n.text == "Self" { return scope.ownerPath.last }
      if let type = propertyTypeName(ownProperties(named: n.text, of: scope), depth: depth) { return type }
      if let type = wrapperStoreTypeName(n.text, in: scope) { return type }
      // A type name (`WireTransferFlow.evaluate()`, `F.evaluate()` for a generic `F`): the
      // receiver is that type itself.
      guard let first = n.text.utf8.first, first >= 0x41 && first <= 0x5A else { return nil }
      return n.text
    case .member(let m):
      // `evaluators.first`, `evaluators.last`: an element.
      if m.name.text == "first" || m.name.text == "last" { return elementTypeName(m.base, in: scope, depth: depth + 1) }
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" {
        return propertyTypeName(ownProperties(named: m.name.text, of: scope), depth: depth)
          ?? wrapperStoreTypeName(m.name.text, in: scope)
      }
      return memberTypeName(m, in: scope, depth: depth)
    case .subscript(let s):
      // `evaluators[0]`: an element of an array or set; `tools[name]` on a dictionary written
      // `[String: any AgentTool]`: its value type (a tool registry looked up by name).
      return elementTypeName(s.base, in: scope, depth: depth + 1)
        ?? dictionaryValueTypeName(s, in: scope, depth: depth + 1)
    case .call(let c):
      guard let text = SyntaxQueries.typePathText(SyntaxQueries.stripped(c.callee)),
        let first = text.split(separator: ".").last?.utf8.first, first >= 0x41 && first <= 0x5A
      else { return declaredResultTypeName(c, in: scope, depth: depth) }
      return Self.simpleName(text)
    case .cast(let c) where c.kind != .is:
      // `p as? ScoreEvaluator`: the type cast to.
      return Self.simpleName(c.type.text)
    default:
      return nil
    }
  }

  /// `TrustHub.shared` (a static property of a type the program declares) or `hub.service` (a
  /// property of a receiver of known type): the property's declared or initialised type.
  private func memberTypeName(_ m: MemberExpr, in scope: BodyScope, depth: Int) -> String? {
    let index = program.index
    let owner: String
    let wantsStatic: Bool
    if case .identifier(let b) = SyntaxQueries.stripped(m.base), let first = b.text.utf8.first,
      first >= 0x41 && first <= 0x5A, scope.lookup(b.text) == nil
    {
      owner = b.text
      wantsStatic = true
    } else if let type = knownTypeName(m.base, in: scope, depth: depth + 1) {
      owner = type
      wantsStatic = false
    } else {
      return nil
    }
    let properties = index.properties(named: m.name.text, fromFile: scope.fileIndex).filter {
      $0.ownerPath.last == owner && $0.isStatic == wantsStatic
    }
    let type = propertyTypeName(properties, depth: depth)
    // `feature.checker` with `var checker: Checker` in a protocol whose `associatedtype
    // Checker: RiskChecking`: some `RiskChecking`, not a type named `Checker`.
    if let type, let constraints = associatedTypeConstraints(type, ofProtocol: owner) {
      return preferredConstraint(constraints)
    }
    return type
  }

  /// The one type the properties are declared or initialised as (nil if none or several). A
  /// SwiftUI `@Environment(\.evaluateTrust) var evaluateTrust` says no type itself: it holds
  /// what the `EnvironmentValues` property of that name is declared or initialised as
  /// (`var evaluateTrust: EvaluateTrustAction { … }`, `@Entry var evaluateTrust =
  /// EvaluateTrustAction()`), so that a call of the value runs that type's `callAsFunction`.
  private func propertyTypeName(_ properties: [PropertyEntry], depth: Int) -> String? {
    guard properties.count == 1, let p = properties.first else { return nil }
    if let t = p.type { return Self.simpleName(t.text) }
    if let value = p.initializer { return knownTypeName(value, in: initializerScope(for: p), depth: depth + 1) }
    guard depth < 4, let key = CategoryTracer.environmentKey(p.declaration.modifiers.attributes) else { return nil }
    let values = program.index.properties(named: key, fromFile: p.fileIndex).filter {
      $0.ownerPath.last == "EnvironmentValues" && !$0.isStatic
    }
    return propertyTypeName(values, depth: depth + 1)
  }

  /// `Module.Type<X>?` → `Type`; nil for function, tuple and collection types.
  /// A metatype (`any StaticChecking.Type`, `G.Type`) is named by its instance type: its
  /// static methods are that type's.
  private static func simpleName(_ text: String) -> String? {
    var text = Substring(text)
    for suffix in [".Type", ".Type?", ".Protocol"] where text.hasSuffix(suffix) {
      text = text.dropLast(suffix.count)
      if text.hasPrefix("(") && text.hasSuffix(")") { text = text.dropFirst().dropLast() }
    }
    // `any Sendable & Auditing`: the part that names methods, not the marker.
    if text.contains("&") {
      let parts = text.split(separator: "&").compactMap {
        TypeText.base(of: $0.trimmingCharacters(in: .whitespaces))?.name
      }
      return parts.first { !markers.contains($0) } ?? parts.first
    }
    return TypeText.base(of: String(text))?.name
  }

  /// `_spent` (or `self._spent`) in a member of a type that declares `@Locked var spent`, and
  /// no property `_spent` of its own: the backing store the compiler makes for a property
  /// wrapper, whose type is the wrapper, so that `try _spent.mutate { $0 += cents }` runs
  /// `Locked.mutate` (a `rethrows` method given a closure that cannot throw is no exit;
  /// probes-dr s06). Only one attribute naming a type the program declares `@propertyWrapper`;
  /// composed wrappers (`@A @B var x`, whose store is an `A<B<…>>`) and wrappers of other
  /// modules give nil, a receiver of unknown type.
  private func wrapperStoreTypeName(_ name: String, in scope: BodyScope) -> String? {
    guard name.utf8.count > 1, name.utf8.first == UInt8(ascii: "_") else { return nil }
    let wrapped = ownProperties(named: String(name.dropFirst()), of: scope)
    guard wrapped.count == 1 else { return nil }
    let index = program.index
    var found: String?
    for attribute in wrapped[0].declaration.modifiers.attributes {
      let typeName = String(attribute.prefix { $0 != "(" && $0 != "<" && !$0.isWhitespace })
      let isWrapper = index.types(named: typeName).contains { t in
        t.decl.kind != .extension && t.decl.modifiers.attributes.contains("propertyWrapper")
      }
      guard isWrapper else { continue }
      guard found == nil else { return nil }
      found = typeName
    }
    return found
  }
}
