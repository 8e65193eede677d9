/// The `dump-tokens` format (DESIGN.md): one token a line, `START END KIND`,
/// byte offsets with the end exclusive; comments and the end-of-file token are not printed.
public enum TokenDump {
  /// Renders every token of `stream` except `.eof`.
  public static func render(_ stream: TokenStream, source: SourceFile) -> String {
    var out = ""
    out.reserveCapacity(stream.tokens.count * 16)
    for token in stream.tokens where token.kind != .eof {
      out += String(token.start)
      out += " "
      out += String(token.end)
      out += " "
      out += token.kind.name
      out += "\n"
    }
    return out
  }
}
