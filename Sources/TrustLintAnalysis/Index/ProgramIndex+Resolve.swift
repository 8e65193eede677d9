import TrustLintSyntax

/// A function's base name and the simple name of the type declaring it ("" at file level).
struct OwnedName: Hashable {
  var owner: String
  var name: String
}

/// One resolution question: a call's name and labels, the owner key of the candidates (nil:
/// every function of the name; a type's name, "" for file level, or an initializer list's key),
/// and the caller's file.
struct ResolveKey: Hashable {
  var name: String
  var labels: CallLabels
  var owner: String?
  var fromFile: Int?
}

/// A name read in one file (the key of the properties a file reaches by a name).
struct ReadName: Hashable {
  var file: Int
  var name: String
}

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
    if let type {
      queries?.note(.type, type)
      // The owner key of an initializer list is its own (not that of `init` functions).
      return resolve(
        labels, ids: initializersByType[type] ?? [], name: "init", owner: type + "\u{0}", fromFile: fromFile)
    }
    queries?.note(.function, name)
    return resolve(labels, ids: functionsByName[name] ?? [], name: name, owner: nil, fromFile: fromFile)
  }

  /// `resolve` among the functions named `name` of the types whose simple name is `owner`
  /// ("": those at file level): the same candidates as `resolve` keeps of that owner's.
  public func resolve(name: String, labels: CallLabels, owner: String, fromFile: Int?) -> [ResolvedCall] {
    queries?.note(.function, name)
    let all = functionsByName[name] ?? []
    let ids =
      all.count > 1
      ? functionsByOwnerAndName[OwnedName(owner: owner, name: name)] ?? []
      : all.filter { (functions[Int($0)].ownerPath.last ?? "") == owner }
    return resolve(labels, ids: ids, name: name, owner: owner, fromFile: fromFile)
  }

  /// Matches `ids` (all functions named `name`, or those of `owner`), then keeps the nearest of
  /// each group. Where the name has groups, a group whose members accept the same calls is
  /// matched once and only its members nearest to the caller are taken: the same candidates,
  /// in the same (index) order, without a step per copy.
  private func resolve(_ labels: CallLabels, ids all: [Int32], name: String, owner: String?, fromFile: Int?)
    -> [ResolvedCall]
  {
    // A name declared many times (`init`, `update`, `configure` in a large program) costs a
    // match per declaration and the shadowing groups: remembered, as the answer depends on
    // nothing else (the index does not change). One declared a few times is cheaper to match
    // again than to look up.
    guard all.count >= Self.rememberedCandidates else {
      return unrememberedResolve(labels, ids: all, name: name, owner: owner, fromFile: fromFile)
    }
    return resolved.value(ResolveKey(name: name, labels: labels, owner: owner, fromFile: fromFile)) {
      unrememberedResolve(labels, ids: all, name: name, owner: owner, fromFile: fromFile)
    }
  }

  /// Candidates from this many on are remembered (`resolve`).
  private static let rememberedCandidates = 8

  private func unrememberedResolve(
    _ labels: CallLabels, ids all: [Int32], name: String, owner: String?, fromFile: Int?
  ) -> [ResolvedCall] {
    let found = resolveNearest(labels, ids: all, name: name, owner: owner, fromFile: fromFile)
    // Of several candidates, those in package modules the caller cannot see, or members of a
    // type of another module that a type of the caller's own module shadows, are left out
    // (`PackageModules`), unless that leaves none.
    guard found.count > 1, packageModules.any, let fromFile else { return found }
    // Which modules a module sees comes from the imports of the files parsed: the import that
    // decides (`@_exported import TrustKit` in a file of the caller's module that spells no
    // other name looked up) must be found as a run parsing every file finds it, and a module
    // known only by an import must be known. The files spelling a candidate's module are
    // those that import it.
    for call in found {
      if let module = packageModules.module(ofFile: functions[Int(call.function)].fileIndex) {
        queries?.note(.word, module)
      }
    }
    let seen = found.filter {
      let entry = functions[Int($0.function)]
      return packageModules.reaches(from: fromFile, to: entry.fileIndex) && !isOwnTypeShadowed(entry, atFile: fromFile)
    }
    return seen.isEmpty ? found : seen
  }

  /// Whether `entry` is a member of a type of another module while the module of file `file`
  /// declares a type of that name itself: there the name means the own type (a module's
  /// declarations shadow imported ones), and only an extension of the own type adds members.
  private func isOwnTypeShadowed(_ entry: FunctionEntry, atFile file: Int) -> Bool {
    guard let owner = entry.ownerPath.first, packageModules.areDifferentModules(file, entry.fileIndex) else {
      return false
    }
    return (typesByName[owner] ?? []).contains {
      let t = types[$0]
      return t.ownerPath.isEmpty && t.decl.kind != .extension && packageModules.isSameModule(t.fileIndex, file)
    }
  }

  /// `resolve` before the package modules are asked.
  private func resolveNearest(_ labels: CallLabels, ids all: [Int32], name: String, owner: String?, fromFile: Int?)
    -> [ResolvedCall]
  {
    // App code does not reach a test file's declarations (`TestTargetFiles`). (Those of a
    // module that imports the caller's are left out of a protocol's conformers only:
    // `withoutDependentModules`.)
    var ids = all
    if testTargets.any, let fromFile {
      ids = all.filter { testTargets.reaches(from: fromFile, to: functions[Int($0)].fileIndex) }
    }
    let mask = labels.labelMask
    if let fromFile, ids.count > 1 {
      let groups = shadowing.groups(named: name, ids: functionsByName[name] ?? [], functions: functions)
      if !groups.groupOf.isEmpty {
        let units = owner.map { shadowing.units(named: name, owner: $0, ids: ids, groups: groups) } ?? groups.units
        return resolve(labels, mask, units: units, groups: groups, fromFile: fromFile)
      }
    }
    var result: [ResolvedCall] = []
    for id in ids {
      if let mapping = match(labels, mask, functions[Int(id)]) {
        result.append(ResolvedCall(function: id, parameterOfArgument: mapping))
      }
    }
    guard result.count > 1, let fromFile else { return result }
    let groups = shadowing.groups(named: name, ids: functionsByName[name] ?? [], functions: functions)
    return shadowing.nearest(
      result, groups: groups, toFile: fromFile, key: { Int64($0.function) },
      fileOf: { self.functions[Int($0.function)].fileIndex })
  }

  private func resolve(
    _ labels: CallLabels, _ mask: UInt64, units: [ModuleShadowing.Unit], groups: ModuleShadowing.NameGroups,
    fromFile: Int
  ) -> [ResolvedCall] {
    var singles: [ResolvedCall] = []
    var fromGroups: [ResolvedCall] = []
    // Whether a single is a member of a group whose members accept different calls.
    var ungroupedMember = false
    for unit in units {
      switch unit {
      case .single(let id):
        if let mapping = match(labels, mask, functions[Int(id)]) {
          singles.append(ResolvedCall(function: id, parameterOfArgument: mapping))
          ungroupedMember = ungroupedMember || groups.groupOf[Int64(id)] != nil
        }
      case .group(let g):
        guard let first = groups.members[g].first, let mapping = match(labels, mask, functions[Int(first)]) else {
          continue
        }
        for key in shadowing.nearestMembers(of: g, in: groups, toFile: fromFile) {
          fromGroups.append(ResolvedCall(function: Int32(key), parameterOfArgument: mapping))
        }
      }
    }
    // The members of such a group that fit the call are kept as `nearest` keeps them.
    if ungroupedMember, singles.count > 1 {
      singles = shadowing.nearest(
        singles, groups: groups, toFile: fromFile, key: { Int64($0.function) },
        fileOf: { self.functions[Int($0.function)].fileIndex })
    }
    guard !fromGroups.isEmpty else { return singles }
    // Back in index order, as when every declaration is matched.
    return (singles + fromGroups).sorted { $0.function < $1.function }
  }

  /// The parameter of each argument when `entry` accepts a call with `labels`.
  private func match(_ labels: CallLabels, _ mask: UInt64, _ entry: FunctionEntry) -> [Int]? {
    // Necessary for a fit, and cheap: each argument fills its own parameter unless one is
    // variadic, and every written label is some parameter's label. (`init` has thousands of
    // candidates in a large program; most fail here, without touching the entry.)
    guard mask & ~entry.labelMask == 0, labels.labels.count <= entry.parameterCount || entry.hasVariadic
    else { return nil }
    return labels.match(entry.decl.parameters, functionAliases: functionTypeAliases)
  }

  /// The properties named `name` declared in the type at `ownerPath` (empty: globals) that code
  /// in `file` reaches, in index order (`ModuleShadowing`), without visiting the name's
  /// declarations in other types. Nil when folders decide nothing for the name.
  public func nearestProperties(named name: String, ownerPath: [String], toFile file: Int) -> [PropertyEntry]? {
    let groups = shadowing.propertyGroups(named: name, ids: propertiesByName[name] ?? [], properties: properties)
    let owner = ownerPath.joined(separator: ".")
    guard let ids = shadowing.nearestProperties(ofOwner: owner, groups: groups, toFile: file) else { return nil }
    // The joined path stands for the path; a type name never holds a `.`, but the check is cheap.
    return ids.map { properties[$0] }.filter { $0.ownerPath == ownerPath }
  }

  /// Whether code in a file that names `p`'s owner and name reaches `p`: not when a property of
  /// the same owner in a folder nearer to the file shadows it. The same as `p` being among
  /// `nearestProperties(named:ownerPath:toFile:)`, asked of `p`'s group alone: it is asked for
  /// every site that may write `p`, in every copy of a project a tree holds.
  public func reachability(of p: PropertyEntry) -> (Int) -> Bool {
    let name = p.name.text
    let groups = shadowing.propertyGroups(named: name, ids: propertiesByName[name] ?? [], properties: properties)
    let key = ModuleShadowing.key(p)
    guard let g = groups.groupOf[key] else { return { _ in true } }
    let shadowing = self.shadowing
    return { file in shadowing.nearestMembers(of: g, in: groups, toFile: file).contains(key) }
  }

  /// Whether a call written in file `file` reaches another declaration with `entry`'s
  /// signature, in a folder nearer to the caller, rather than `entry` (`ModuleShadowing`).
  public func isShadowed(_ entry: FunctionEntry, atFile file: Int) -> Bool {
    let groups = shadowing.groups(named: entry.name, ids: functionsByName[entry.name] ?? [], functions: functions)
    return shadowing.isShadowed(entry, groups: groups, atFile: file)
  }

  /// Whether a call with `labels` written in file `file` reaches other declarations of
  /// `entry`'s name rather than `entry`: `entry` is in a package module the caller cannot see
  /// or a member of a type its own module shadows, and the call has candidates without it.
  public func isHiddenByModules(_ entry: FunctionEntry, labels: CallLabels, atFile file: Int) -> Bool {
    guard packageModules.any,
      !packageModules.reaches(from: file, to: entry.fileIndex) || isOwnTypeShadowed(entry, atFile: file)
    else { return false }
    let found = resolve(name: entry.name, labels: labels, fromFile: file)
    return !found.isEmpty && !found.contains { $0.function == entry.id }
  }

  /// Whether a call with `labels` in file `file` reaches other declarations than `entry`: a
  /// nearer one of the same signature (`isShadowed`) or one of a module the caller imports
  /// (`isHiddenByModules`).
  public func isOutOfReach(_ entry: FunctionEntry, labels: CallLabels, atFile file: Int) -> Bool {
    isShadowed(entry, atFile: file) || isHiddenByModules(entry, labels: labels, atFile: file)
  }

  /// The position in `Program.files` of a tree the index was built from.
  public func fileIndex(of tree: SyntaxTree) -> Int? { fileIndexByTree[ObjectIdentifier(tree)] }

  /// `found`, the conformers' implementations a call through a protocol in file `fromFile`
  /// may run (development-only doubles already left out, so that a preview double is never
  /// what remains), without those declared in a module that imports the caller's
  /// (`ImportedFolderModules`: a test-support framework's mock). All of `found` when that
  /// leaves none (an app module's conformer injected into a feature module that declares the
  /// protocol) or when a kept one has the same owner as one left out (which of the two is meant
  /// is the nearest's business): a folder named like the module may be a group.
  public func withoutDependentModules(_ found: [ResolvedCall], fromFile: Int?) -> [ResolvedCall] {
    guard folderModules.any, found.count > 1, let fromFile else { return found }
    var kept: [ResolvedCall] = []
    var leftOutOwners: Set<[String]> = []
    for call in found {
      let entry = functions[Int(call.function)]
      if let module = folderModules.blockingModule(from: fromFile, to: entry.fileIndex) {
        // A file not parsed yet that imports the module inside its folder makes it a group.
        queries?.note(.word, module)
        leftOutOwners.insert(entry.ownerPath)
      } else {
        kept.append(call)
      }
    }
    if kept.isEmpty || kept.contains(where: { leftOutOwners.contains(functions[Int($0.function)].ownerPath) }) {
      return found
    }
    return kept
  }
}
