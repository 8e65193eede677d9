import TrustLintSyntax

/// A function declared twice in one file with one signature (owner, name, labels, parameter
/// types): Swift accepts that only when the two are in different `#if` clauses (`#if DEBUG
/// func finish(_ e:) { log; report } #else func finish(_ e:) {} #endif`), so each build runs
/// exactly one of them. A call reaching such twins takes each one's path, as a call on a
/// protocol does with its conformers: when one reports and the other never does, the build
/// of the latter still owes the report, so the call is no report there.
extension GraphBuilder {
  /// Whether `found` are `#if` alternatives of one declaration: at least two, all in one
  /// file, with bodies, without generic parameters or a `where` clause (overloads may differ
  /// by constraints alone), and sharing one signature.
  func areIfConfigAlternatives(_ found: [ResolvedCall]) -> Bool {
    guard found.count > 1 else { return false }
    let entries = found.map { index.functions[Int($0.function)] }
    let file = entries[0].fileIndex
    let signature = ModuleShadowing.signature(entries[0])
    return entries.allSatisfy { entry in
      let decl = entry.decl
      return entry.fileIndex == file && decl.hasBody && decl.genericParameters == nil && decl.whereClause == nil
        && ModuleShadowing.signature(entry) == signature
    }
  }
}
