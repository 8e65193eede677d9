import TrustLintSyntax

/// Protocol extension defaults constrained to a class (`extension Provider where Self: LegacyScreen`)
/// are members only of the types that meet the constraint: a conformer that is no `LegacyScreen`
/// runs the unconstrained default instead (probes-ew p04).
extension ProgramFacts {
  /// Whether the type declared at `path` meets every `Self: X` (or `Self == X`, `Self: A & B`)
  /// requirement of the `where` clause of the extension that declares `function`. True without
  /// such a clause, or for requirements on other names (which are not decided here).
  func selfConstraintsHold(for function: FunctionEntry, onTypeAt path: [String]) -> Bool {
    guard let owner = function.ownerPath.last else { return true }
    let first = function.decl.firstToken
    let extensions = program.index.types(named: owner).filter {
      $0.decl.kind == .extension && $0.fileIndex == function.fileIndex && $0.decl.whereClause != nil
        && $0.decl.lbrace < first && first < $0.decl.rbrace
    }
    guard let ext = extensions.last, let clause = ext.decl.whereClause else { return true }
    let tree = program.files[function.fileIndex].tree
    let texts = (Int(clause.first)...Int(clause.last)).map { tree.text(of: TokenIndex($0)) }
    let inherited = Set(program.index.memberSourcePaths(ofTypeAt: path)).union([path])
    var i = 0
    while i + 2 < texts.count {
      defer { i += 1 }
      guard texts[i] == "Self", texts[i + 1] == ":" || texts[i + 1] == "==" else { continue }
      // Each dotted name (`Payments.LegacyScreen`) of the composition `A & B`, up to `,` or the
      // end: every one is required (probes-ex p01).
      var j = i + 2
      while j < texts.count {
        var name = texts[j]
        j += 1
        while j + 1 < texts.count, texts[j] == "." {
          name += "." + texts[j + 1]
          j += 2
        }
        if let required = program.index.declaredTypePath(name, writtenIn: ext.ownerPath),
          !inherited.contains(required)
        {
          return false
        }
        guard j + 1 < texts.count, texts[j] == "&" else { break }
        j += 1
      }
    }
    return true
  }
}
