import TrustLintSyntax

/// `"transfer \(settled(evaluation))"`: a tracked name that is the only argument of a bare call
/// written inside an interpolation is handed to that call, as outside a string literal. The
/// literal is one token, so the call is read from its bytes: `name(x)` or `name(label: x)`
/// right inside `\( … )`, nothing else in the parentheses. The functions of the program it may
/// run decide (they report, keep, or drop it); a call to anything else stays an escape.
extension GraphBuilder {
  /// Emits the call for the tracked variable `v` whose name spans `nameRange` in the bytes of
  /// the literal `token`, when it is the only argument of a bare call of program functions
  /// (`segmentStart`: where the interpolation's text begins). False: not such a call.
  func handInterpolatedCall(
    _ v: Int32, nameRange: Range<Int>, segmentStart: Int, token: TokenIndex, bytes: [UInt8], end: Int
  ) -> Bool {
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
    // After the name: `)` closing the call, then the interpolation's own `)`.
    var i = nameRange.upperBound
    while i < end, isSpace(bytes[i]) { i += 1 }
    guard i < end, bytes[i] == UInt8(ascii: ")") else { return false }
    i += 1
    while i < end, isSpace(bytes[i]) { i += 1 }
    guard i < end, bytes[i] == UInt8(ascii: ")") else { return false }
    // Before the name: an optional `label:`, then `(`, then the callee's name at the start.
    var j = nameRange.lowerBound
    while j > segmentStart, isSpace(bytes[j - 1]) { j -= 1 }
    var label: String?
    if j > segmentStart, bytes[j - 1] == UInt8(ascii: ":") {
      j -= 1
      while j > segmentStart, isSpace(bytes[j - 1]) { j -= 1 }
      let labelEnd = j
      while j > segmentStart, InterpolationScan.isIdentifierByte(bytes[j - 1]) { j -= 1 }
      guard j < labelEnd else { return false }
      label = String(decoding: bytes[j..<labelEnd], as: UTF8.self)
      while j > segmentStart, isSpace(bytes[j - 1]) { j -= 1 }
    }
    guard j > segmentStart, bytes[j - 1] == UInt8(ascii: "(") else { return false }
    j -= 1
    let calleeEnd = j
    while j > segmentStart, InterpolationScan.isIdentifierByte(bytes[j - 1]) { j -= 1 }
    guard j < calleeEnd, !(bytes[j] >= 0x30 && bytes[j] <= 0x39) else { return false }
    let callee = j
    while j > segmentStart, isSpace(bytes[j - 1]) { j -= 1 }
    // A bare call standing alone in the interpolation (no receiver, no `try`).
    guard j == segmentStart else { return false }
    let name = String(decoding: bytes[callee..<calleeEnd], as: UTF8.self)
    guard name.first?.isUppercase == false else { return false }
    // A bare call: the own type's method, else a function at file level, else any of the name
    // (as `candidates(for:)` prefers for a bare call written outside a string).
    let labels = CallLabels(labels: [label], firstTrailingClosure: nil)
    var found: [ResolvedCall] = []
    if let owner = ownerType { found = index.resolve(name: name, labels: labels, owner: owner, fromFile: fileIndex) }
    if found.isEmpty { found = index.resolve(name: name, labels: labels, owner: "", fromFile: fileIndex) }
    if found.isEmpty { found = index.resolve(name: name, labels: labels, fromFile: fileIndex) }
    guard !found.isEmpty else { return false }
    var site = ReportSite(variable: v, token: token, isDirect: false, constantStatus: nil, statusToken: nil)
    site.inlinedCall = inlinedCalls.first
    site.deferRun = runningDefer
    graph.reportSites.append(site)
    let argument = CallSite.Argument(index: 0, variable: v, reportSite: Int32(graph.reportSites.count - 1))
    graph.callSites.append(
      CallSite(name: name, token: token, candidates: found, arguments: [argument], isConfiguredConsumer: false))
    emit(.call(site: Int32(graph.callSites.count - 1)))
    return true
  }
}
