import TrustLintSyntax

/// Methods of a type declared inside the body (`struct Reporter { func finish(_:) }` in a
/// function), which no index holds: a call of one (`Reporter().finish(e)`, `Audit.record(e)`,
/// `journal.close(e)` with `var journal = Journal()`) is lowered in place as a local function
/// is, so that a local helper that only logs the evaluation leaves it unreported, and one that
/// reports it counts as the report (probes-di b01, b04; probes-da n03). Before, such a call
/// reached no declaration and the evaluation counted as escaped: nothing was ever found.
///
/// A method whose declared result is an evaluation is a producer: the evaluation exists from
/// the call on, and its finding goes to the method's name at the call, as for a local function.
///
/// Deliberately narrow, so that lowering in place can not mistake what the method does:
/// one method of that name whose labels fit the call (other overloads may not), `static`
/// exactly when called on the type's name, with a body that calls none of its type's other methods and names no
/// `self`, none of this body's evaluations and none of its local functions (a local type
/// captures nothing, so such a name would be the type's own). Anything else keeps the old
/// answer: the call escapes.
extension GraphBuilder {
  /// The method of a local type that the call runs, as a body to lower in place; nil when the
  /// call runs no local type's method or the method is not one this can follow.
  /// `producer`: for a method declared with an evaluation result, whether that is optional.
  func localTypeMethod(_ c: CallExpr, _ shape: CallShape, name: String) -> (body: LocalBody, producer: Bool?)? {
    guard !shape.isBare, let receiver = shape.receiver, let (type, isStatic) = localTypeReceiver(c, receiver) else {
      return nil
    }
    var named: [FunctionDecl] = []
    var memberNames: Set<String> = []
    for member in type.members {
      switch member {
      case .function(let f):
        memberNames.insert(f.name.text)
        guard f.name.text == name, f.kind == .function else { continue }
        named.append(f)
      case .ifConfig:
        // Members in `#if` clauses: which ones a build has is not followed here.
        return nil
      default:
        continue
      }
    }
    // Overloads that differ in labels or static-ness (`finish(_:)` and `finish(_:note:)`):
    // the one the call fits, when only one does (probes-dq l01); two that fit the same
    // labels differ in types, which this does not weigh.
    let labels = CallShape.labels(of: c)
    let fitting = named.filter { f in
      (f.modifiers.has("static") || f.modifiers.has("class")) == isStatic && labels.match(f.parameters) != nil
    }
    guard fitting.count == 1, let f = fitting.first, let body = LocalBody(f) else { return nil }
    if let t = f.resultType?.text, index.isEvaluationType(t, inFile: fileIndex, ownerPath: ownerPath) {
      return (body, index.isOptionalType(t, inFile: fileIndex))
    }
    memberNames.remove(name)
    let own = Set(f.parameters.map(\.name.text))
    let tokens = tree.tokens
    var i = Int(body.lbrace) + 1
    while i < min(Int(body.rbrace), tokens.count) {
      if tokens[i].kind == .identifier || tokens[i].kind == .keyword {
        let text = tree.text(of: Int32(i))
        if text == "self" || text == "Self" || text == "super" { return nil }
        if !own.contains(text),
          memberNames.contains(text) || text == name || trackedNames.contains(text) || localFunctions[text] != nil
        {
          return nil
        }
      }
      i += 1
    }
    return (body, nil)
  }

  /// The local type a call's receiver names, and whether the call is on the type itself
  /// (`Audit.record(e)`) rather than on an instance (`Reporter().finish(e)`, `journal.close(e)`).
  private func localTypeReceiver(_ c: CallExpr, _ receiver: Expr) -> (TypeDecl, isStatic: Bool)? {
    guard !localTypes.isEmpty else { return nil }
    switch receiver {
    case .identifier(let n):
      if let t = localTypes[n.text] { return (t, true) }
    case .call(let initCall):
      if case .identifier(let n) = initCall.callee, let t = localTypes[n.text] { return (t, false) }
    default:
      break
    }
    if let type = receivers?.typeName(c), let t = localTypes[type] { return (t, false) }
    return nil
  }
}
