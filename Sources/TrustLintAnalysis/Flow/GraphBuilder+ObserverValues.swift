import TrustLintSyntax

/// The value a property observer or setter receives: `oldValue` in `didSet`, `newValue` in
/// `willSet` and `set`, or the name written in parentheses (`didSet(previous)`). Of an
/// evaluation type, it is an evaluation the property holds, or held until this assignment:
/// the property's holder owes its report, not the accessor (the assignment that runs it is a
/// store, an escape at the caller). So the accessor tracks it as borrowed, as a stored
/// property's read: two reports of it on one path are a duplicate, and
/// `didSet { guard oldValue !== pending else { return }; oldValue?.reportConsumption(…) }`,
/// the usual clean-up of a replaced evaluation, owes nothing on its other paths.
extension GraphBuilder {
  /// Whether an accessor of this kind receives the property's value (`set`, `willSet`, `didSet`).
  static func receivesObserverValue(_ kind: FunctionDecl.Kind) -> Bool {
    guard case .accessor(let name) = kind else { return false }
    return implicitObserverValueName(accessor: name) != nil
  }

  /// The name an accessor's value goes by when none is written: `oldValue` for `didSet`,
  /// `newValue` for `set` and `willSet`; nil for the other accessors.
  static func implicitObserverValueName(accessor: String) -> String? {
    switch accessor {
    case "didSet": return "oldValue"
    case "set", "willSet": return "newValue"
    default: return nil
    }
  }

  /// Declares the implicit `newValue` and `oldValue` of an accessor of `decl` (whose result type
  /// is the property's) and, where the accessor receives a property value of an evaluation type
  /// under its implicit name, tracks it as borrowed. Returns the name tracked, if any.
  func declareImplicitAccessorValues(of decl: FunctionDecl) -> String? {
    let newValue = declare("newValue")
    let oldValue = declare("oldValue")
    guard case .accessor(let accessor) = decl.kind, decl.parameters.isEmpty,
      let name = Self.implicitObserverValueName(accessor: accessor),
      let type = decl.resultType?.text,
      index.isEvaluationType(type, inFile: fileIndex, ownerPath: ownerPath),
      let object = newObject(
        .borrowed(name: name), token: decl.name.token, optional: index.isOptionalType(type, inFile: fileIndex))
    else { return nil }
    emit(.create(object: object, into: name == "oldValue" ? oldValue : newValue))
    return name
  }
}
