import TrustLintSyntax

/// Template methods: `decide(evaluation)` written bare (or as `self.decide(…)`) in a member of
/// a class runs the override of the object's class, which may be any subclass the program
/// declares. When the class's `decide` reports its parameter and a subclass's `override func
/// decide` never does, a `DeviceEnrollmentFlow` leaks what a `SensitiveChangeFlow` reports: the
/// overrides join the call's candidates as dispatch targets (`CallSite.isDispatch`), so that one
/// that never reports leaves the obligation with the caller, as a protocol's conformer that
/// never reports does. A receiver other than `self` is not widened: its known type may be the
/// exact class (`let flow = SensitiveChangeFlow()`), whose own method alone runs.
extension GraphBuilder {
  /// `found` with the overrides of its methods that subclasses of the enclosing class declare,
  /// and whether any were added. Only for a bare or `self.` call in a class's member whose
  /// candidates are that class's instance methods.
  func addingOverrides(_ found: [ResolvedCall], _ c: CallExpr, _ shape: CallShape, name: String)
    -> (calls: [ResolvedCall], added: Bool)
  {
    guard !found.isEmpty, let owner = ownerType, shape.isBare || Self.isSelfValue(shape.receiver),
      (index.functionsByName[name]?.count ?? 0) > 1
    else { return (found, false) }
    for call in found {
      let entry = index.functions[Int(call.function)]
      let m = entry.decl.modifiers
      guard case .function = entry.decl.kind, entry.ownerPath.last == owner, !m.has("static"), !m.has("class"),
        !m.has("final"), !m.has("private")
      else { return (found, false) }
    }
    // The subclasses of this very class: another namespace's class of its name has others.
    let subclasses = index.subclassPaths(ofClassAt: ownerPath)
    guard !subclasses.isEmpty else { return (found, false) }
    let labels = CallShape.labels(of: c)
    var calls = found
    var seen = Set(found.map(\.function))
    for path in subclasses {
      for call in index.resolve(name: name, labels: labels, owner: path[path.count - 1], fromFile: fileIndex) {
        let f = index.functions[Int(call.function)]
        let m = f.decl.modifiers
        guard f.ownerPath == path, m.has("override"), !m.has("static"), !m.has("class"),
          seen.insert(call.function).inserted
        else {
          continue
        }
        calls.append(call)
      }
    }
    return (calls, calls.count > found.count)
  }

  /// `self` (not `Self`: a static call is not widened).
  private static func isSelfValue(_ e: Expr?) -> Bool {
    if case .identifier(let n)? = e { return n.text == "self" }
    return false
  }
}
