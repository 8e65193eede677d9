import TrustLintSyntax

/// Resolving calls, and the queries that decide between same-signature declarations in
/// different folders (`ModuleShadowing`).
extension ProgramIndex {
  /// Functions named `name` whose parameters accept the call's argument labels (see
  /// `CallLabels`), each with the parameter index of every argument. Several candidates mean
  /// an overload the index cannot tell apart; callers decide conservatively. With `fromFile`
  /// (the caller's file), a declaration that one of the same signature in a folder nearer to
  /// the caller shadows is left out (`ModuleShadowing`).
  public func resolve(
    name: String, labels: CallLabels, initializerOf type: String? = nil, fromFile: Int? = nil
  ) -> [ResolvedCall] {
    let ids: [Int32]
    if let type {
      queries?.note(.type, type)
      ids = initializersByType[type] ?? []
    } else {
      queries?.note(.function, name)
      ids = functionsByName[name] ?? []
    }
    var result: [ResolvedCall] = []
    // Necessary for a fit, and cheap: each argument fills its own parameter unless one is
    // variadic, and every written label is some parameter's label. (`init` has thousands of
    // candidates in a large program; most fail here, without touching the entry.)
    let callMask = labels.labelMask
    let argumentCount = labels.labels.count
    for id in ids {
      let entry = functions[Int(id)]
      guard callMask & ~entry.labelMask == 0, argumentCount <= entry.parameterCount || entry.hasVariadic
      else { continue }
      if let mapping = labels.match(entry.decl.parameters) {
        result.append(ResolvedCall(function: entry.id, parameterOfArgument: mapping))
      }
    }
    guard result.count > 1, let fromFile else { return result }
    let groups = shadowing.groups(named: name, ids: functionsByName[name] ?? [], functions: functions)
    return shadowing.nearest(
      result, groups: groups, toFile: fromFile, key: { Int64($0.function) },
      fileOf: { self.functions[Int($0.function)].fileIndex })
  }

  /// `properties` (all of one name) without those a property of the same owner in a folder
  /// nearer to `file` shadows (`ModuleShadowing`).
  public func nearest(_ properties: [PropertyEntry], toFile file: Int) -> [PropertyEntry] {
    guard properties.count > 1 else { return properties }
    let name = properties[0].name.text
    let groups = shadowing.propertyGroups(named: name) { (propertiesByName[name] ?? []).map { self.properties[$0] } }
    return shadowing.nearest(
      properties, groups: groups, toFile: file, key: ModuleShadowing.key, fileOf: { $0.fileIndex })
  }

  /// Whether a call written in file `file` reaches another declaration with `entry`'s
  /// signature, in a folder nearer to the caller, rather than `entry` (`ModuleShadowing`).
  public func isShadowed(_ entry: FunctionEntry, atFile file: Int) -> Bool {
    let groups = shadowing.groups(named: entry.name, ids: functionsByName[entry.name] ?? [], functions: functions)
    return shadowing.isShadowed(entry, groups: groups, atFile: file, functions: functions)
  }

  /// The position in `Program.files` of a tree the index was built from.
  public func fileIndex(of tree: SyntaxTree) -> Int? { fileIndexByTree[ObjectIdentifier(tree)] }
}
