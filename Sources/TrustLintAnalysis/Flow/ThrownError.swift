import TrustLintSyntax

/// What a `throw` statement throws, when the statement names its type: `throw
/// CancellationError()`, `throw ReviewError.cancelled`, `throw ReviewError.failed(reason)`.
/// A `catch` clause that matches that type (`catch is ReviewError`, `catch let e as
/// ReviewError`) or that case (`catch ReviewError.cancelled`, with any bindings of its
/// payload) takes every such error, so the `throw` does not leave the `do` through it.
/// A thrown value of any other form (a variable, `.cancelled` without its type) may be of any
/// type, as before. `otherThanInsightError` stands for an error of unknown type that the
/// program's facts say is no `InsightError` (`ProgramFacts.mayThrowInsightError`).
struct ThrownError {
  /// The type's name as written (`ReviewError`, `Module.ReviewError`).
  var type: String
  /// The case, for `Type.case` and `Type.case(…)`; nil for `Type(…)`.
  var caseName: String?
  /// Set for `otherThanInsightError`: `type` is the one type the error is not.
  private(set) var excludesType = false

  init?(_ value: Expr) {
    var e = SyntaxQueries.stripped(value)
    var isCall = false
    if case .call(let c) = e, c.trailingClosures.isEmpty {
      e = SyntaxQueries.stripped(c.callee)
      isCall = true
    }
    if isCall, let type = SyntaxQueries.typePathText(e), Self.isTypeName(type) {
      self.init(type: type, caseName: nil)
      return
    }
    guard case .member(let m) = e, let type = SyntaxQueries.typePathText(m.base), Self.isTypeName(type) else {
      return nil
    }
    self.init(type: type, caseName: m.name.text)
  }

  /// What `try E.insight.outcome.get()` throws.
  static let insightError = ThrownError(type: "InsightError", caseName: nil)

  /// What a call of the app's own functions throws when none of them may throw an
  /// `InsightError`: of unknown type, but not that one.
  static let otherThanInsightError: ThrownError = {
    var e = ThrownError(type: "InsightError", caseName: nil)
    e.excludesType = true
    return e
  }()

  /// What a call of a function declared `throws(T)` throws.
  static func typed(_ type: String) -> ThrownError { ThrownError(type: type, caseName: nil) }

  /// `throw .accountMismatch` (or `.failed(reason)`) where the context's typed throws says the
  /// type: inside `func check() throws(DisbursementError)` or `do throws(DisbursementError)`.
  static func implicitMember(_ value: Expr, of type: String) -> ThrownError? {
    var e = SyntaxQueries.stripped(value)
    if case .call(let c) = e, c.trailingClosures.isEmpty { e = SyntaxQueries.stripped(c.callee) }
    guard case .implicitMember(let name) = e else { return nil }
    return ThrownError(type: type, caseName: name.text)
  }

  /// Whether the type of `throws(T)` names one error type: a plain or dotted name, not `any
  /// P`, a composition, `Error` itself (untyped throws) or `Never`, and not one of the
  /// declaration's generic parameters (`genericParameters` as written: `<T, E: Error>`), whose
  /// type each call chooses.
  static func isErrorTypeName(_ text: String, genericParameters: String? = nil) -> Bool {
    guard let first = text.utf8.first, TypeText.isIdentifierByte(first), !(first >= 0x30 && first <= 0x39) else {
      return false
    }
    for b in text.utf8 where !TypeText.isIdentifierByte(b) && b != UInt8(ascii: ".") { return false }
    switch text {
    case "Error", "Swift.Error", "Never", "Swift.Never", "Self": return false
    default: break
    }
    if let genericParameters, TypeText.identifiers(in: genericParameters).contains(text) { return false }
    return true
  }

  private init(type: String, caseName: String?) {
    self.type = type
    self.caseName = caseName
  }

  /// Whether the last component of a dotted path starts with an uppercase letter.
  private static func isTypeName(_ path: String) -> Bool {
    let last = path.split(separator: ".").last ?? Substring(path)
    return last.first?.isUppercase == true
  }

  /// Whether a type written in a pattern names this error's type (the one or the other may
  /// be qualified by its module). A `typealias` of one error type on either side names its
  /// target, as the code of `scope` sees it: `catch let e as CardFailure` with
  /// `typealias CardFailure = WalletError` takes what a `throws(WalletError)` call throws
  /// (`ThrownError.unaliased(_:_:within:)`).
  func sameType(_ written: String, _ scope: TypeNameScope) -> Bool {
    if Self.sameName(written, type) { return true }
    let aliases = scope.index.typeAliasesByName
    // `Wallet.Failure`: a nested alias written qualified is looked up by its last name.
    let lastName = written.split(separator: ".").last.map(String.init) ?? written
    guard aliases[written] != nil || aliases[lastName] != nil || aliases[type] != nil else { return false }
    return Self.sameName(scope.unaliased(written), scope.unaliased(type))
  }

  /// The same name, or the one qualified by a module and the other not.
  private static func sameName(_ a: String, _ b: String) -> Bool {
    a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a)
  }

  /// Error types of the standard library and Foundation that are structs or enums: a value of
  /// another type is never one of them.
  private static let concreteLibraryErrors: Set<String> = [
    "InsightError", "CancellationError", "URLError", "DecodingError", "EncodingError", "CocoaError", "POSIXError",
  ]

  /// Whether `clause` surely takes none of these errors: every pattern of it names a case of
  /// this type other than the thrown one, or another type that a value of this type cannot be
  /// (`InsightError` and the library's other concrete error types, or a struct or enum of the
  /// program). A protocol, a class or a type the program does not declare may match.
  func isSurelyMissed(by clause: CatchClause, _ scope: TypeNameScope) -> Bool {
    guard !clause.items.isEmpty else { return false }
    if excludesType {
      // Only clauses that take nothing but this type are missed.
      return clause.items.allSatisfy { item in
        switch item.pattern {
        case .isType(let t), .cast(_, let t): return sameType(t.text, scope)
        case .enumCase(let prefix?, _, _):
          return SyntaxQueries.typePathText(prefix).map { sameType($0, scope) } ?? false
        default: return false
        }
      }
    }
    return clause.items.allSatisfy { item in
      switch item.pattern {
      case .isType(let t), .cast(_, let t):
        return !sameType(t.text, scope)
          && isConcrete(t.text, scope)
      case .enumCase(let prefix?, let name, _):
        guard let written = SyntaxQueries.typePathText(prefix) else { return false }
        if sameType(written, scope) {
          return caseName != nil && caseName != name.text
        }
        return isConcrete(written, scope)
      default:
        return false
      }
    }
  }

  /// A struct or enum: no value of another type is one.
  private func isConcrete(_ written: String, _ scope: TypeNameScope) -> Bool {
    let unaliased = scope.unaliased(written)
    let name = String(unaliased.split(separator: ".").last ?? Substring(unaliased))
    let declared = scope.index.types(named: name).filter { $0.decl.kind != .extension }
    if declared.isEmpty { return Self.concreteLibraryErrors.contains(name) }
    return declared.allSatisfy { $0.decl.kind == .struct || $0.decl.kind == .enum }
  }

  /// Whether `clause` takes every error of this form.
  func isCaught(by clause: CatchClause, _ scope: TypeNameScope) -> Bool {
    if excludesType { return false }
    return clause.items.contains { item in
      guard item.whereClause == nil else { return false }
      switch item.pattern {
      case .isType(let t), .cast(.binding, let t), .cast(.wildcard, let t):
        return sameType(t.text, scope)
      case .enumCase(let prefix, let name, let payload):
        // `catch .accountMismatch` compiles only where the error's type is the one typed
        // throws says (`do throws(E)`): the case of this error's type, the one thrown.
        guard let caseName, name.text == caseName else { return false }
        if let prefix {
          guard let written = SyntaxQueries.typePathText(prefix),
            sameType(written, scope)
          else {
            return false
          }
        }
        return (payload ?? []).allSatisfy(OutcomeWalker.isIrrefutable)
      default:
        return false
      }
    }
  }
}
