import TrustLintSyntax

/// Methods of the program's own generic types (an RxSwift-like `Relay<Element>` with
/// `func subscribe(onNext: @escaping (Element) -> Void)`): a closure passed there receives the
/// receiver's type argument for `Element`, when the receiver's type is known with its
/// arguments (`let levels = Relay<IsLikelyBeingCoachedInsight.Value>(value: .unknown)`,
/// `let levels: Relay<Level>`), so `levels.subscribe(onNext: { level in … })` reads a level.
extension OutcomeWalker {
  /// The type argument of the receiver of `call` that stands for `parameterType` when that is a
  /// generic parameter of the type declaring `function` (nil when it is none, or nothing says
  /// the receiver's arguments).
  func receiverTypeArgument(
    standingFor parameterType: String, in function: FunctionEntry, call: CallExpr, _ st: OutcomeState
  )
    -> String?
  {
    guard let owner = function.ownerPath.last, let generic = TypeText.base(of: parameterType),
      !generic.isOptional, !parameterType.contains("."), !parameterType.contains("<")
    else { return nil }
    let enclosing = Array(function.ownerPath.dropLast())
    let declared = facts.program.index.types(named: owner).filter {
      $0.decl.kind != .extension && $0.ownerPath == enclosing
    }
    guard declared.count == 1, let names = Self.genericParameterNames(declared[0].decl.genericParameters),
      let position = names.firstIndex(of: generic.name),
      case .member(let m) = SyntaxQueries.stripped(call.callee),
      let receiver = typeText(of: m.base, st, depth: 0),
      let arguments = Self.genericArguments(of: receiver, named: owner), arguments.count == names.count
    else { return nil }
    return arguments[position]
  }

  /// The names of a written generic parameter clause, in order (`<Element, Failure: Error>`
  /// gives `Element`, `Failure`).
  static func genericParameterNames(_ clause: String?) -> [String]? {
    guard var text = clause?[...], text.hasPrefix("<"), text.hasSuffix(">") else { return nil }
    text = text.dropFirst().dropLast()
    let names = TypeText.splitTopLevel(text).map { part in
      String(part.drop(while: { $0 == " " }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
    return names.contains(where: \.isEmpty) ? nil : names
  }

  /// The generic arguments of a written type `Name<A, B>` (optional or not) whose base is
  /// `name`; nil for any other.
  static func genericArguments(of text: String, named name: String) -> [String]? {
    var t = Substring(text)
    while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
    guard t.hasPrefix(name + "<"), t.hasSuffix(">") else { return nil }
    let inner = t.dropFirst(name.count + 1).dropLast()
    let parts = TypeText.splitTopLevel(inner).map { String($0.trimmingSpaces) }
    return parts.contains(where: \.isEmpty) ? nil : parts
  }
}
