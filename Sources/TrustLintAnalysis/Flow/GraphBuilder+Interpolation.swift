import TrustLintSyntax

extension GraphBuilder {
  /// Reads the interpolations of a string literal. A literal is one token, its interpolations
  /// unparsed, so the bytes are scanned: `\( … )` in a plain literal, `\#( … )` with as many
  /// `#` as the literal's delimiter in a raw one (`#"\(x)"#` and `"\\(x)"` hold no
  /// interpolation).
  ///
  /// A tracked name that is a whole interpolation (`"evaluation \(evaluation)"`, a log line,
  /// or a member read of it) is read, not handed over: describing the evaluation cannot report
  /// it, and it stays owed here; so is a member read anywhere in it. Written anywhere else in
  /// an interpolation (an argument, `\(describe(evaluation))`) it escapes, except as the only
  /// argument of a bare call of the program's functions (`GraphBuilder+InterpolatedCalls`),
  /// which decide. A `try`
  /// written inside an interpolation (`"Balance: \(try await loadBalance())"`, not `try?` or
  /// `try!`) can throw there: the literal gets the error edge a `try` has.
  func scanInterpolations(_ token: TokenIndex) {
    guard !trackedNames.isEmpty else { return }
    let t = tree.tokens[Int(token)]
    let bytes = tree.source.bytes
    let end = min(Int(t.end), bytes.count)
    var throwsHere = false
    var seen: Set<Int32> = []
    InterpolationScan.forEachIdentifier(in: bytes, from: Int(t.start), to: end) { name, depth, segmentStart in
      let (i, j) = (name.lowerBound, name.upperBound)
      if j - i == 3, bytes[i] == UInt8(ascii: "t"), bytes[i + 1] == UInt8(ascii: "r"),
        bytes[i + 2] == UInt8(ascii: "y"),
        j < end, bytes[j] != UInt8(ascii: "?"), bytes[j] != UInt8(ascii: "!")
      {
        throwsHere = true
      }
      // Written anywhere but alone (`\(settle(evaluation))`, an argument): handed to what
      // takes it there, which this scan cannot follow: an escape, as before it was read.
      if trackedNames.contains(String(decoding: bytes[name], as: UTF8.self)),
        !(depth == 1 && Self.standsAlone(bytes, from: segmentStart, name: name, end: end)),
        !Self.readsMember(bytes, from: j, end: end),
        let v = lookup(String(decoding: bytes[name], as: UTF8.self)), seen.insert(v).inserted
      {
        // `\(settled(evaluation))` on a function of the program: handed to it.
        if !handInterpolatedCall(
          v, nameRange: name, segmentStart: segmentStart, token: token, bytes: bytes, end: end)
        {
          emit(.escape(variable: v, token: token))
        }
      }
    }
    if throwsHere { throwEdge(.tryThrows, token: token, text: (token, token), forget: []) }
  }

  /// Whether the name at `name` is the whole interpolation that starts at `start`, perhaps
  /// reading members (`\(evaluation)`, `\( evaluation.insight.outcome )`).
  private static func standsAlone(_ bytes: [UInt8], from start: Int, name: Range<Int>, end: Int) -> Bool {
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    var i = start
    while i < name.lowerBound, isSpace(bytes[i]) { i += 1 }
    guard i == name.lowerBound else { return false }
    i = name.upperBound
    while i < end {
      if isSpace(bytes[i]) {
        i += 1
      } else if bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "!") || bytes[i] == UInt8(ascii: ".")
        || InterpolationScan.isIdentifierByte(bytes[i])
      {
        i += 1
      } else {
        break
      }
    }
    return i < end && bytes[i] == UInt8(ascii: ")")
  }

  /// A member access follows at `start` (`.`, `?.`, `!.`): a member of the evaluation
  /// (`\(String(describing: evaluation.insight.outcome))`) is not the evaluation.
  private static func readsMember(_ bytes: [UInt8], from start: Int, end: Int) -> Bool {
    var i = start
    if i < end && (bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "!")) { i += 1 }
    guard i < end && bytes[i] == UInt8(ascii: ".") else { return false }
    // `\(evaluation.reportConsumption(…))` reports: not followed here, so an escape.
    let report = Array("reportConsumption".utf8)
    let name = bytes[(i + 1)..<min(end, i + 1 + report.count)]
    return !name.elementsEqual(report)
  }
}
