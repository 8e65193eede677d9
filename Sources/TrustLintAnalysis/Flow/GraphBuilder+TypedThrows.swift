import TrustLintSyntax

/// The error type one call throws when typed throws says it for certain: a `catch` of that
/// type then takes every error of the call (`GraphBuilder.typedThrow`). Anything less than
/// certain gives nil, an error of unknown type, as for untyped throws.
extension GraphBuilder {
  /// The one error type a call throws when declarations say so: a local function declared
  /// `throws(E)`; the program's functions it may reach, all declared `throws(E)` (a generic `E`
  /// bound by the closure passed for it); a closure property whose written type is
  /// `(…) throws(E) -> T` (a swift-dependencies client); `get()` of a value written
  /// `Result<_, E>`. `closureDepth`: see `thrownTypeOfCalls`.
  func calledThrownType(_ c: CallExpr, _ shape: CallShape, name: String, closureDepth: Int) -> String? {
    if shape.isBare, !localFunctions.isEmpty, let f = localFunctions[name] { return f.thrownType }
    // The names asked are recorded (as a lookup of the function would be), so that the
    // prefilter parses the file that declares one.
    index.queries?.note(.function, name)
    if index.typedThrowsNames.contains(name) { return declaredThrownType(c, shape, closureDepth: closureDepth) }
    if Self.throwsOnlyCancellation(shape, name: name), index.types(named: "Task").isEmpty {
      return "CancellationError"
    }
    guard let receiver = shape.receiver, let receivers else { return nil }
    if name == "get", c.arguments.isEmpty, c.trailingClosures.isEmpty {
      return resultFailureType(receiver, c, receivers)
    }
    return closurePropertyThrownType(c, name: name, receivers)
  }

  /// `Task.sleep(for:)` (any of its forms) and `Task.checkCancellation()`: the standard
  /// library documents that they throw only `CancellationError`, so a `catch is
  /// CancellationError` after them catches all they throw (probes-ee c99). The caller checks
  /// that the program declares no `Task` type of its own.
  static func throwsOnlyCancellation(_ shape: CallShape, name: String) -> Bool {
    guard name == "sleep" || name == "checkCancellation", case .identifier(let r)? = shape.receiver else {
      return false
    }
    return r.text == "Task"
  }

  /// The error type every function the call may reach declares (`throws(LedgerError)`).
  private func declaredThrownType(_ c: CallExpr, _ shape: CallShape, closureDepth: Int) -> String? {
    let found = candidates(for: c, shape, receiverIsEvaluation: false)
    guard !found.isEmpty else { return nil }
    var type: String?
    for r in found {
      let function = index.functions[Int(r.function)]
      let decl = function.decl
      guard var t = decl.thrownType else { return nil }
      if !ThrownError.isErrorTypeName(t, genericParameters: decl.genericParameters) {
        guard let bound = boundThrownType(t, of: decl, r, c, closureDepth: closureDepth) else { return nil }
        t = bound
      } else {
        t = ThrownError.qualified(
          ThrownError.unaliased(t, index, ownerPath: function.ownerPath), declaredIn: function.ownerPath, index)
      }
      guard type == nil || type == t else { return nil }
      type = t
    }
    return type
  }

  /// `withRetry { () async throws(QuoteError) -> Quote in … }` with `func withRetry<T, E:
  /// Error>(_ op: () async throws(E) -> T) async throws(E) -> T`: the generic error type is
  /// what the closures passed for the parameters declared `throws(E)` throw. Nil unless every
  /// such parameter gets a closure (not a default, not a function value) that says it.
  private func boundThrownType(
    _ generic: String, of decl: FunctionDecl, _ r: ResolvedCall, _ c: CallExpr, closureDepth: Int
  ) -> String? {
    guard let generics = decl.genericParameters, TypeText.identifiers(in: generics).contains(generic) else {
      return nil
    }
    let arguments = c.allArguments
    var type: String?
    for (j, p) in decl.parameters.enumerated() {
      guard let written = p.type?.text,
        TypeText.thrownType(ofFunctionType: index.expandingFunctionTypeAlias(written)) == generic
      else { continue }
      guard let a = r.parameterOfArgument.firstIndex(of: j), a < arguments.count,
        case .closure(let closure) = arguments[a].value,
        let t = closureThrownType(closure, closureDepth: closureDepth), type == nil || type == t
      else { return nil }
      type = t
    }
    return type
  }

  /// What a closure throws: the type of `throws(E)` in its signature, or (untyped) what every
  /// call of a one-expression body throws (`{ try await feed.latest(symbol) }`, which can
  /// throw nothing else).
  private func closureThrownType(_ closure: ClosureExpr, closureDepth: Int) -> String? {
    if let t = closure.thrownType { return ThrownError.isErrorTypeName(t) ? t : nil }
    guard closureDepth < 2, closure.body.count == 1 else { return nil }
    switch closure.body[0] {
    case .expr(let e): return thrownTypeOfCalls(e, closureDepth: closureDepth + 1)
    case .returnStmt(let r): return r.value.flatMap { thrownTypeOfCalls($0, closureDepth: closureDepth + 1) }
    default: return nil
    }
  }

  /// The receiver of `try cached.get()` where `cached` (a parameter, a local or an own
  /// property) is written `Result<Quote, Never>`: `get()` is `throws(Failure)`, so it throws
  /// nothing; code from before typed throws still writes that `try` (probes-el p81). Also
  /// through an optional chain, `try cached?.get()` with `cached: Result<Quote, Never>?`
  /// (probes-en p30). A generic parameter of the body's function or types named like an alias
  /// of Never (`func f<NoError: Error>(cached: Result<Quote, NoError>)`) is that parameter
  /// (probes-en p25). Nil for any other call.
  private func neverFailingResultGet(_ c: CallExpr, name: String) -> Expr? {
    guard name == "get", c.allArguments.isEmpty, c.trailingClosures.isEmpty, case .member(let m) = c.callee,
      index.types(named: "Result").isEmpty
    else { return nil }
    var receiver = m.base
    var chained = false
    if case .optionalChain(let operand, _) = m.base {
      receiver = operand
      chained = true
    }
    guard var written = receivers?.writtenTypeText(receiver, c) else { return nil }
    if chained {
      guard written.hasSuffix("?") else { return nil }
      written.removeLast()
    }
    guard let failure = TypeText.resultFailureType(of: written).map({ String($0.filter { !$0.isWhitespace }) }),
      !visibleGenericNames.contains(failure),
      ThrownError.namesNever(failure, index, ownerPath: ownerPath)
    else { return nil }
    return m.base
  }

  /// `try cached.get()` with `cached: Result<Quote, QuoteError>` (a parameter, a local or an
  /// own property with that written type): `get()` throws only the failure type.
  private func resultFailureType(_ receiver: Expr, _ c: CallExpr, _ receivers: ReceiverFacts) -> String? {
    // A `Result` type of the program's own is not the standard library's.
    guard index.types(named: "Result").isEmpty, let written = receivers.writtenTypeText(receiver, c),
      let t = TypeText.resultFailureType(of: written), ThrownError.isErrorTypeName(t)
    else { return nil }
    return t
  }

  /// `try await client.send(request)` with `struct TransferClient { var send: (TransferRequest)
  /// async throws(TransferFailure) -> String }`: the one instance property of that name of the
  /// receiver's known type, whose written function type has typed throws (not a generic
  /// parameter of the type), where the type declares no method of that name.
  private func closurePropertyThrownType(_ c: CallExpr, name: String, _ receivers: ReceiverFacts) -> String? {
    // Cheap first: a property of that name with a written function type.
    let properties = index.properties(named: name, fromFile: fileIndex).filter { p in
      !p.isStatic && p.type.map { TypeText.containsArrow($0.text) } == true
    }
    guard !properties.isEmpty, let owner = receivers.typeName(c) else { return nil }
    let own = properties.filter { $0.ownerPath.last == owner }
    guard own.count == 1, let written = own[0].type?.text,
      !index.functions(named: name).contains(where: { $0.ownerPath.last == owner }),
      let t = TypeText.thrownType(ofFunctionType: index.expandingFunctionTypeAlias(written))
    else { return nil }
    let generics = index.types(named: owner).compactMap(\.decl.genericParameters).joined(separator: ",")
    guard ThrownError.isErrorTypeName(t, genericParameters: generics) else { return nil }
    return ThrownError.qualified(t, declaredIn: own[0].ownerPath, index)
  }
}

extension GraphBuilder {
  /// Whether every call of a `try` operand (at least one) reaches only functions of the program
  /// that cannot throw: declared `throws(Never)`, or declared without `throws` (`try
  /// formatter.label(for: cents)` with `func label(for:) -> String`). Such a `try` cannot throw
  /// (the compiler only warns that it is not needed), so it is no exit. Any other call, a
  /// closure or an operand this does not read keeps the error edge, and so does a call on a
  /// receiver of a known type the program does not declare (`data.write(to:)` on Foundation's
  /// `Data`). Only asked while an evaluation is tracked.
  func throwsNothingByDeclaration(_ e: Expr) -> Bool {
    guard !trackedNames.isEmpty else { return false }
    let awaits = Self.containsAwait(e)
    return Self.everyCall(in: e, limit: 64, memberBases: true) { c in
      let shape = CallShape(c)
      guard let name = shape.name?.text else {
        // `[String: Int]()`, `[Payment]()`: an empty collection.
        switch c.callee {
        case .array, .dictionary: return c.allArguments.isEmpty ? [c.callee] : nil
        default: return nil
        }
      }
      if shape.isBare, localFunctions[name] != nil { return nil }
      // `let settle: () throws -> Void = remote; try settle()`: a parameter or local of that
      // name shadows the program's non-throwing `func settle()` (probes-dq t07).
      if shape.isBare, lookup(name) != nil || closureBoundNames.contains(name) { return nil }
      index.queries?.note(.function, name)
      let found = candidates(for: c, shape, receiverIsEvaluation: false)
      // `try batch.map(\.cents)`: the standard library's, when the program declares no `map`.
      guard !found.isEmpty else {
        if let base = neverFailingResultGet(c, name: name) { return [base] }
        return libraryCallParts(c, shape, name: name, awaits: awaits)
      }
      let functions = found.map { index.functions[Int($0.function)] }
      let isNever = { (t: String?) in t == "Never" || t == "Swift.Never" }
      // `throws(NoError)` with `typealias NoError = Never`: the alias is followed from the
      // function's own type.
      let throwsNever = functions.allSatisfy {
        ThrownError.namesNever(
          $0.decl.thrownType, index, ownerPath: $0.ownerPath, functionGenerics: $0.decl.genericParameters)
      }
      guard
        throwsNever
          || zip(found, functions).allSatisfy({ r, f in
            !f.decl.isThrows
              || ThrownError.namesNever(
                f.decl.thrownType, index, ownerPath: f.ownerPath, functionGenerics: f.decl.genericParameters)
              || rethrowsNothing(f, r, c)
          })
      else { return nil }
      // `extension Pricing { func price() -> Int }` with the requirement `func price() throws
      // -> Int`: the default is what the candidates hold, but a conformer's own witness may
      // throw. A throwing requirement of the candidate's protocol that the call fits keeps
      // the edge (probes-dq t12).
      let protocols = Set(functions.compactMap(\.ownerPath.last).filter(index.isProtocol))
      if !protocols.isEmpty {
        let labels = CallShape.labels(of: c)
        let throwingRequirement = index.functions(named: name).contains { f in
          f.decl.isThrows && !f.decl.isRethrows && !isNever(f.decl.thrownType)
            && f.ownerPath.last.map(protocols.contains) == true && labels.match(f.decl.parameters) != nil
        }
        if throwingRequirement { return nil }
      }
      // `try data.write(to: url)` with `data: Data` is Foundation's throwing method of the same
      // name and labels: a call on a receiver whose type is known counts only when that type
      // declares one of the candidates or is the program's own (the protocol of `any FeeSource`).
      // Closures passed to a function that cannot throw (or rethrows, given closures that
      // cannot) are no part of what the call throws.
      if throwsNever, !c.trailingClosures.isEmpty { return nil }
      var parts = c.allArguments.map(\.value).filter { if case .closure = $0 { false } else { true } }
      if case .member(let m) = c.callee {
        let type = receivers?.typeName(c) ?? collectionTypeName(of: m.base, c)
        let declares = { (type: String) in functions.contains { Self.owner($0.ownerPath.last, declaresOn: type) } }
        if let type, !declares(type),
          !index.types(named: type).contains(where: { $0.decl.kind != .extension })
        {
          return nil
        }
        // A `try` is written where the author expects an error: a method without `throws`
        // counts only on a receiver whose type is known to declare it, read from a name (not a
        // property that may have a throwing getter), so that a same-named method of another
        // type, or of a module the linter does not see, keeps the error edge.
        if !throwsNever {
          guard let type, declares(type), Self.isPlainReceiver(m.base)
          else { return nil }
        }
        parts.append(m.base)
      }
      return parts
    }
  }

  /// The standard collection a receiver is written as (`batch: [Payment]` is an `Array`,
  /// `[String: Int]` a `Dictionary`), which the receiver facts leave unnamed.
  private func collectionTypeName(of base: Expr, _ c: CallExpr) -> String? {
    guard let text = receivers?.writtenTypeText(base, c), text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    var depth = 0
    for ch in text.dropFirst().dropLast() {
      switch ch {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 0: return "Dictionary"
      default: break
      }
    }
    return "Array"
  }

  /// Protocols of the standard library whose extensions' methods every standard collection has.
  static let collectionProtocols: Set<String> = [
    "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
    "RangeReplaceableCollection",
  ]

  /// Whether a method declared in `owner` (a type or extension of the program) is one a value of
  /// `type` has: the same name, or an extension of `Sequence` (or another collection protocol)
  /// for the standard collections (`extension Sequence { func total(…) rethrows -> Int }`
  /// called on `batch: [Payment]`).
  static func owner(_ owner: String?, declaresOn type: String) -> Bool {
    guard let owner else { return false }
    if owner == type { return true }
    return collectionProtocols.contains(owner) && ["Array", "Dictionary", "Set", "ContiguousArray"].contains(type)
  }

  /// A receiver whose reading cannot throw: a name, `self`, `self.name`, or a call (whose own
  /// errors `everyCall` asks about); also optional-chained or forced (`broker?.normalize(s)`).
  private static func isPlainReceiver(_ base: Expr) -> Bool {
    switch base {
    case .identifier, .call: return true
    case .optionalChain(let operand, _), .forceUnwrap(let operand, _): return isPlainReceiver(operand)
    case .member(let m):
      if case .identifier(let n) = m.base, n.text == "self" { return true }
      return false
    default: return false
    }
  }
}
