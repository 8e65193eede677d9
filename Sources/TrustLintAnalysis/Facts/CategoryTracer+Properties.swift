import TrustLintSyntax

extension CategoryTracer {
  /// A property's initializer, getter results and assignments within its type.
  func property(_ p: PropertyEntry, mode: Mode, depth: Int) -> [CategoryLeaf] {
    let key = "property|\(p.fileIndex)|\(p.name.token)|\(mode.key)"
    return memoised(key) {
      guard canFollow(from: depth) else { return [] }
      var result: [CategoryLeaf] = []
      // Code in another module that declares a type of the same name with this property
      // (a preview's stand-in) reaches its own property, not this one (`ModuleShadowing`).
      let reaches = reachesProperty(p)
      // A memberwise initializer takes every stored property without a default, and every
      // `var` with one (a `let` with a default is fixed).
      let typeName = p.ownerPath.last
      let memberwise =
        !p.isComputed && !p.isStatic && (p.initializer == nil || !p.declaration.isLet)
        && typeName.map { facts.program.index.initializers(ofType: $0).isEmpty } == true
      if let i = p.initializer {
        // A `var`'s default counts where a memberwise call leaves the property out (or when no
        // call is seen): `FlowTrustSettings(category: .payment)` never uses `= .other`.
        let sites = memberwise ? facts.callSites(named: typeName ?? "").filter { reaches($0.scope.fileIndex) } : []
        let used = sites.isEmpty || sites.contains { !$0.call.arguments.contains { $0.label?.text == p.name.text } }
        if used {
          result += origins(i, in: facts.initializerScope(for: p), mode: mode, depth: depth + 1, args: nil)
        }
      }
      for b in p.declaration.bindings {
        guard case .binding(let n) = b.pattern, n.text == p.name.text else { continue }
        for accessor in b.accessors {
          guard case .accessor(let kind) = accessor.kind, kind == "get",
            let s = facts.scopes(ofFile: p.fileIndex).scope(of: accessor)
          else { continue }
          for v in SyntaxQueries.returnedValues(s.statements) {
            result += origins(v, in: s, mode: mode, depth: depth + 1, args: nil)
          }
        }
      }
      guard !p.ownerPath.isEmpty else { return result }
      result += environmentValues(of: p, mode: mode, depth: depth)
      let name = p.name.text
      if memberwise, let typeName {
        // A memberwise initializer: `Service(context: …)` passes the property's value.
        for site in facts.callSites(named: typeName, passing: name) where reaches(site.scope.fileIndex) {
          for a in site.call.arguments where a.label?.text == name {
            result += origins(a.value, in: site.scope, mode: mode, depth: depth + 1, args: nil)
          }
        }
      }
      result += outsideAssignments(to: p, mode: mode, depth: depth, reaches: reaches)
      for s in facts.scopes(ofType: p.ownerPath) + subclassScopes(of: p) where reaches(s.fileIndex) {
        let shadowed = s.lookup(name) != nil
        let element = name + BodyScope.elementSuffix
        var values = (s.assignments["self." + name] ?? []) + (s.assignments["self." + element] ?? [])
        var categories = s.assignments["self." + name + ".operationCategory"] ?? []
        if !shadowed {
          values += (s.assignments[name] ?? []) + (s.assignments[element] ?? [])
          categories += s.assignments[name + ".operationCategory"] ?? []
        }
        for v in values { result += origins(v, in: s, mode: mode, depth: depth + 1, args: nil) }
        if mode == .context {
          for v in categories { result += origins(v, in: s, mode: .category, depth: depth + 1, args: nil) }
        }
      }
      return result
    }
  }

  /// The bodies of the program's subclasses of the property's class (and of their
  /// extensions): an inherited stored property is the same storage, so a chat screen's
  /// `context.operationCategory = .other` in its `init` changes what the base class's
  /// evaluator call receives (probes-ep p62). Only the subclasses of this very class: another
  /// namespace's class of the same name is another storage (probes-es p27).
  func subclassScopes(of p: PropertyEntry) -> [BodyScope] {
    guard !p.isStatic, !p.isComputed, !p.ownerPath.isEmpty else { return [] }
    return facts.program.index.subclassPaths(ofClassAt: p.ownerPath).flatMap { facts.scopes(ofType: $0) }
  }
}
