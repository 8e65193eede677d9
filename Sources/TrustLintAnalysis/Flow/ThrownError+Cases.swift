import TrustLintSyntax

/// `catch` clauses that together name every case of an error enum: with typed throws
/// (`do throws(TransferFailure)`, a call of a `throws(TransferFailure)` function or closure
/// property) the error is a `TransferFailure`, and `catch .limitExceeded`, `catch .network`,
/// `catch .rejected(let reason)` between them take every one of its values, as the compiler
/// checks, although no single clause takes the type.
extension ThrownError {
  /// The names of the cases of this error's type when the error may be any of them: a typed
  /// error (no case known) whose type is one enum of the program. A qualified name
  /// (`PayoutClient.Failure`) picks the type nested in those owners (also behind a module's
  /// name) among same-named ones. Nil for anything else (a struct, a class, a library type, a
  /// name that stays ambiguous): no set of case clauses is then known to cover it.
  func enumCaseNames(_ scope: TypeNameScope) -> Set<String>? {
    guard caseName == nil, !excludesType else { return nil }
    let path = scope.unaliased(type).split(separator: ".").map(String.init)
    guard let name = path.last else { return nil }
    var declared = scope.index.types(named: name).filter { $0.decl.kind != .extension }
    let owners = path.dropLast()
    if declared.count > 1, !owners.isEmpty {
      let nested = declared.filter { $0.ownerPath.reversed().starts(with: owners.reversed()) }
      declared = nested.isEmpty ? declared.filter { $0.ownerPath.elementsEqual(owners.dropFirst()) } : nested
    }
    guard declared.count == 1, declared[0].decl.kind == .enum else { return nil }
    var names: Set<String> = []
    for member in declared[0].decl.members {
      if case .enumCase(let c) = member { names.formUnion(c.names.map(\.text)) }
    }
    return names.isEmpty ? nil : names
  }

  /// The cases of this error's type that `clause` takes whatever their payload: items
  /// `.name`, `Type.name`, `.name(let x)` without a `where`.
  func casesTaken(by clause: CatchClause, _ scope: TypeNameScope) -> [String] {
    clause.items.compactMap { item in
      guard item.whereClause == nil, case .enumCase(let prefix, let name, let payload) = item.pattern,
        (payload ?? []).allSatisfy(OutcomeWalker.isIrrefutable)
      else { return nil }
      if let prefix {
        guard let written = SyntaxQueries.typePathText(prefix),
          sameType(written, scope)
        else {
          return nil
        }
      }
      return name.text
    }
  }
}

extension ThrownError {
  /// `throws(Failure)` written inside `struct PayoutClient` that declares (or whose enclosing
  /// types declare) a nested `Failure`: that type's qualified name (`PayoutClient.Failure`),
  /// so that it is not taken for another client's `Failure` when its cases are looked up.
  /// Other names are returned as written.
  static func qualified(_ written: String, declaredIn owner: [String], _ index: ProgramIndex) -> String {
    guard !owner.isEmpty, !written.contains(".") else { return written }
    let declared = index.types(named: written).filter { $0.decl.kind != .extension }
    var k = owner.count
    while k > 0 {
      let prefix = owner[0..<k]
      if declared.contains(where: { $0.ownerPath.elementsEqual(prefix) }) {
        return (prefix + [written]).joined(separator: ".")
      }
      k -= 1
    }
    return written
  }

  /// Whether `throws(T)` throws nothing: `T` is `Never`, or an alias of it seen from the
  /// throwing function's type (`typealias NoError = Never` at file level, `struct Journal {
  /// typealias Failure = Never }`), followed through chains; the nearest alias of the name
  /// counts, and none where a type of that name is declared at least as near: a type's own
  /// `typealias Failure = Never` shadows a file-level `enum Failure: Error` inside that type,
  /// and a nested `struct NoError: Error` shadows a file-level alias (probes-el p80, probes-en
  /// p15).
  /// A generic parameter of the function (`functionGenerics`, its written list) or of an
  /// enclosing type (`struct Ledger<Failure: Error>`) named like the alias is that parameter
  /// (probes-en p50).
  static func namesNever(
    _ written: String?, _ index: ProgramIndex, ownerPath: [String], functionGenerics: String? = nil
  ) -> Bool {
    guard var current = written else { return false }
    if !TypeText.isNever(current), shadowedByGenericParameter(current, index, ownerPath, functionGenerics) {
      return false
    }
    // A bound, so that an alias cycle (which the compiler rejects) cannot loop.
    for _ in 0..<8 {
      if TypeText.isNever(current) { return true }
      guard index.typeAliasesByName[current] != nil else { return false }
      let name = current
      let seen = index.typeAliases.filter { $0.name == name && ownerPath.starts(with: $0.ownerPath) }
      guard let nearest = seen.max(by: { $0.ownerPath.count < $1.ownerPath.count }),
        seen.filter({ $0.ownerPath.count == nearest.ownerPath.count }).count == 1,
        let target = nearest.decl.aliased?.text, target != current
      else { return false }
      // A type of that name declared where the alias is, or nearer, is what the name means.
      let types = index.types(named: name).filter { $0.decl.kind != .extension }
      if types.contains(where: { ownerPath.starts(with: $0.ownerPath) && $0.ownerPath.count >= nearest.ownerPath.count }
      ) {
        return false
      }
      current = target
    }
    return false
  }

  /// Whether `name` is a generic parameter of the function (its written list `functionGenerics`)
  /// or of one of the types of `ownerPath` (their declarations: extensions declare none).
  private static func shadowedByGenericParameter(
    _ name: String, _ index: ProgramIndex, _ ownerPath: [String], _ functionGenerics: String?
  ) -> Bool {
    if let functionGenerics, ProgramIndex.genericParameterNames(functionGenerics).contains(name) { return true }
    for (k, owner) in ownerPath.enumerated() {
      for t in index.types(named: owner) where t.decl.kind != .extension && t.ownerPath.elementsEqual(ownerPath[0..<k])
      {
        if let list = t.decl.genericParameters, ProgramIndex.genericParameterNames(list).contains(name) { return true }
      }
    }
    return false
  }

  /// `throws(CardFailure)` with `typealias CardFailure = WalletError` at file level: the error
  /// is a `WalletError`, which `catch let e as WalletError` takes. Only aliases of one plain
  /// error type name, where no type of the alias's name is declared; anything else as written.
  /// Chains are followed (`typealias CardFailure = PaymentFailure`, `typealias PaymentFailure
  /// = WalletError`), and so is an alias declared in the throwing function's own type
  /// (`struct Wallet { typealias Failure = WalletError; func charge() throws(Failure) }`,
  /// `ownerPath` `["Wallet"]`): both were a false "no catch matches" (probes-dq y01, y02).
  /// An alias of that name in another type is not this one: the name stays as written.
  static func unaliased(_ written: String, _ index: ProgramIndex, ownerPath: [String] = []) -> String {
    var current = qualifiedAliasTarget(written, index) ?? written
    // A bound, so that an alias cycle (which the compiler rejects) cannot loop.
    for _ in 0..<8 {
      guard let first = index.typeAliasesByName[current] else { break }
      // The type's own alias comes before a file-level one; many types declare a `Failure`,
      // so the first of that name is not necessarily this type's (a scan, but only of a name
      // that is some alias, in a typed `throws`).
      let own = ownerPath.isEmpty ? nil : index.typeAliases.first { $0.name == current && $0.ownerPath == ownerPath }
      guard let alias = own ?? (first.ownerPath.isEmpty ? first : nil),
        let target = alias.decl.aliased?.text, isErrorTypeName(target), target != current,
        !index.types(named: current).contains(where: { $0.decl.kind != .extension })
      else { break }
      current = target
    }
    return current
  }
}

extension ThrownError {
  /// A type named in code of a member of `ownerPath` (a `catch` pattern, a thrown value's
  /// type): the error type an alias of that name stands for there, the alias of the nearest
  /// enclosing type (`struct Shipping { typealias Failure = ShippingError }`) before a
  /// file-level one, followed through chains. As written when no alias of the name is seen
  /// there, when two are equally near, when a type of that name is declared, or when the alias
  /// names no one error type (so that a pattern is never taken for a type it does not name).
  /// `hiding`: generic parameters the code sees (of its function and enclosing types): inside
  /// `struct Retry<Failure: Error>`, `catch let e as Failure` names the parameter, not a
  /// file-level `typealias Failure = WalletError` (probes-dv p27).
  static func unaliased(
    _ written: String, _ index: ProgramIndex, within ownerPath: [String], hiding: Set<String> = []
  ) -> String {
    if hiding.contains(written) { return written }
    var current = qualifiedAliasTarget(written, index) ?? written
    // A bound, so that an alias cycle (which the compiler rejects) cannot loop.
    for _ in 0..<8 {
      guard index.typeAliasesByName[current] != nil,
        !index.types(named: current).contains(where: { $0.decl.kind != .extension })
      else { break }
      let name = current
      // A scan, but only of a name that is some alias, in a typed `catch` or `throw`.
      let seen = index.typeAliases.filter { $0.name == name && ownerPath.starts(with: $0.ownerPath) }
      guard let nearest = seen.max(by: { $0.ownerPath.count < $1.ownerPath.count }),
        seen.filter({ $0.ownerPath.count == nearest.ownerPath.count }).count == 1,
        let target = nearest.decl.aliased?.text, isErrorTypeName(target), target != current
      else { break }
      current = target
    }
    return current
  }

  /// `Wallet.Failure` written qualified (`catch let e as Wallet.Failure` with
  /// `enum Wallet { typealias Failure = WalletError }`): the one error type the alias of that
  /// name in a type whose path ends with `Wallet` names, or nil when none or several do
  /// (probes-ec: a false "no catch matches" after `throws(WalletError)`).
  private static func qualifiedAliasTarget(_ written: String, _ index: ProgramIndex) -> String? {
    let parts = written.split(separator: ".").map(String.init)
    guard parts.count > 1, let name = parts.last, index.typeAliasesByName[name] != nil else { return nil }
    let owner = Array(parts.dropLast())
    let seen = index.typeAliases.filter {
      $0.name == name && $0.ownerPath.count >= owner.count
        && Array($0.ownerPath.suffix(owner.count)) == owner
    }
    guard seen.count == 1, let target = seen[0].decl.aliased?.text, isErrorTypeName(target), target != written
    else { return nil }
    return target
  }
}
