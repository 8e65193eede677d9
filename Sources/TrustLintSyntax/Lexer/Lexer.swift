/// Turns UTF-8 bytes into tokens. Never fails: malformed input becomes `.error` tokens.
/// (Placeholder: the real lexer lands with issue 2.)
public enum Lexer {
  /// Lexes a whole file.
  public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
    TokenStream(tokens: [Token(kind: .eof, start: UInt32(bytes.count), end: UInt32(bytes.count))], comments: [])
  }
}
