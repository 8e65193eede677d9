/// A self-check of the work done in parts for very large files (`Lexer+Parts.swift`,
/// `ChunkedBody`): any input, cut at small sizes, must give exactly what one pass gives. The
/// fuzzer and the mutation test run it on every input they make, so that the parts are
/// checked on far more shapes than real files of that size would show.
public enum PartsCheck {
  /// Whether `bytes`, lexed in parts starting near a third, two thirds and a spot picked from
  /// the input itself, gives the tokens and comments of one pass.
  public static func lexesTheSame(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 8 else { return true }
    let n = bytes.count
    let spot = Int(bytes[n / 2]) * n / 256
    let targets = Set([n / 3, 2 * n / 3, spot]).sorted()
    let one = Lexer.tokenize(bytes)
    let parts = Lexer.tokenize(bytes, near: targets)
    return one.tokens == parts.tokens && one.comments == parts.comments
  }

  /// Whether `source`, with every body of a few statements parsed in parts, reads as it does
  /// with bodies parsed on one thread (the same tree dump, diagnostics included).
  public static func parsesTheSame(_ source: SourceFile) -> Bool {
    let stream = Lexer.tokenize(source.bytes)
    let whole = TreeDump.render(Parser.parse(source, stream: stream, bodyJobs: 1))
    let saved = (ChunkedBody.minimumTokens, ChunkedBody.minimumPart)
    ChunkedBody.minimumTokens = 8
    ChunkedBody.minimumPart = 3
    defer { (ChunkedBody.minimumTokens, ChunkedBody.minimumPart) = saved }
    return TreeDump.render(Parser.parse(source, stream: stream, bodyJobs: 3)) == whole
  }
}
