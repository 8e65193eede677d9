import TrustLintSyntax

extension GraphBuilder {
  /// The identifiers written inside the interpolations of the string literal `token` (one
  /// token, its interpolations unparsed): `\( … )` in a plain literal, `\#( … )` with as many
  /// `#` as the delimiter in a raw one. An escaping closure that mentions the evaluation only
  /// there (`DispatchQueue.main.async { self.banner = "Risk: \(evaluation.insight.outcome)" }`)
  /// still captures it, so `escapeMentions` escapes these names as it does the closure's tokens.
  func interpolatedIdentifiers(_ token: TokenIndex) -> [String] {
    let t = tree.tokens[Int(token)]
    let bytes = tree.source.bytes
    var names: [String] = []
    InterpolationScan.forEachIdentifier(in: bytes, from: Int(t.start), to: min(Int(t.end), bytes.count)) {
      name, _, _ in names.append(String(decoding: bytes[name], as: UTF8.self))
    }
    return names
  }
}
