import TrustLintSyntax

/// `let (stream, continuation) = AsyncStream.makeStream(of: IsLikelyBeingCoachedInsight.Value.self)`
/// (also `AsyncStream<IsLikelyBeingCoachedInsight.Value>.makeStream()` and the throwing
/// stream's): the first name is a stream of that element type, as if it were written on it,
/// so `for await level in stream` binds each element as a level. Kept whole (`let feed =
/// AsyncStream.makeStream(of: …)`, a local or a stored property), the pair is the tuple
/// `(stream: AsyncStream<T>, continuation: …)`, so `feed.stream` (or `feed.0`) is that stream.
extension OutcomeWalker {
  /// Records the stream a tuple binding takes from `makeStream`, when its element type is
  /// written at the call (`of: T.self`, or generic arguments on the stream type).
  func bindMadeStream(_ p: Pattern, _ initializer: Expr, _ st: inout OutcomeState) {
    guard case .tuple(let parts) = p, parts.count == 2, case .binding(let name) = parts[0],
      let text = madeStreamTypeText(initializer, file: fileIndex)
    else { return }
    bindCollections([(name.text, TypeRef(text: text, first: 0, last: 0))], &st)
  }

  /// `AsyncStream<T>` for `AsyncStream.makeStream(of: T.self, …)` or
  /// `AsyncStream<T>.makeStream(…)` (`AsyncThrowingStream<T, Error>` for the throwing one).
  /// Nil when the element type is not written there. `file`: the file the call is written in.
  private func madeStreamTypeText(_ e: Expr, file: Int?) -> String? {
    guard case .call(let c) = SyntaxQueries.stripped(e), case .member(let m) = SyntaxQueries.stripped(c.callee),
      m.name.text == "makeStream", case .identifier(let stream) = m.base,
      stream.text == "AsyncStream" || stream.text == "AsyncThrowingStream"
    else { return nil }
    if let of = c.arguments.first(where: { $0.label?.text == "of" }) {
      guard case .member(let meta) = SyntaxQueries.stripped(of.value), meta.name.text == "self",
        let element = SyntaxQueries.typePathText(meta.base)
      else { return nil }
      return stream.text == "AsyncStream" ? "AsyncStream<\(element)>" : "AsyncThrowingStream<\(element), Error>"
    }
    // The parser skips generic arguments in the base: they sit between its name and the `.`.
    guard let file, m.name.token > stream.token + 3 else { return nil }
    let tree = facts.program.files[file].tree
    guard tree.text(of: stream.token + 1) == "<", tree.text(of: m.name.token - 1) == "." else { return nil }
    let text = tree.text(from: stream.token, through: m.name.token - 2)
    return text.hasSuffix(">") ? text : nil
  }

  /// The type of the pair `makeStream` returns, as a written tuple type:
  /// `(stream:AsyncStream<T>,continuation:AsyncStream<T>.Continuation)`; nil as for
  /// `madeStreamTypeText`. `file`: the file the call is written in.
  func madeStreamPairTypeText(_ c: CallExpr, file: Int?) -> String? {
    guard let stream = madeStreamTypeText(.call(c), file: file) else { return nil }
    return "(stream:\(stream),continuation:\(stream).Continuation)"
  }

  /// `AsyncStream<T>` for `AsyncStream(T.self) { continuation in … }` (`AsyncThrowingStream<T,
  /// Error>` for `AsyncThrowingStream(T.self) { … }`): the element type passed as the first,
  /// unlabelled argument. Nil for any other call.
  static func streamInitializerTypeText(_ c: CallExpr, _ callee: Name) -> String? {
    guard callee.text == "AsyncStream" || callee.text == "AsyncThrowingStream", let first = c.arguments.first,
      first.label == nil, case .member(let meta) = SyntaxQueries.stripped(first.value), meta.name.text == "self",
      let element = SyntaxQueries.typePathText(meta.base)
    else { return nil }
    return callee.text == "AsyncStream" ? "AsyncStream<\(element)>" : "AsyncThrowingStream<\(element), Error>"
  }
}
