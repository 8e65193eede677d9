import TrustLintSyntax
import XCTest

/// Token boundaries, kinds, flags and trivia of the lexer, one rule at a time.
final class LexerTests: XCTestCase {
  private func kinds(_ text: String) -> [TokenKind] { LexerTestSupport.lex(text).map(\.1) }
  private let texts = LexerTestSupport.texts

  func testEmptyInputIsOnlyEndOfFile() {
    let stream = Lexer.tokenize([])
    XCTAssertEqual(stream.tokens.count, 1)
    XCTAssertEqual(stream.tokens[0].kind, .eof)
    XCTAssertEqual(stream.tokens[0].start, 0)
    XCTAssertEqual(stream.tokens[0].end, 0)
  }

  func testEndOfFileIsLastAndZeroLength() {
    let bytes = Array("let x = 1 // done".utf8)
    let stream = Lexer.tokenize(bytes)
    XCTAssertEqual(stream.tokens.last, Token(kind: .eof, flags: [.spaceBefore], start: 17, end: 17))
    LexerTestSupport.checkInvariants(stream, byteCount: bytes.count)
  }

  func testReservedWordsAreKeywordsAndContextualWordsIdentifiers() {
    let lexed = LexerTestSupport.lex("func get set async some any override willSet return self Self Any _ `default`")
    XCTAssertEqual(
      lexed.map(\.1),
      [
        .keyword, .identifier, .identifier, .identifier, .identifier, .identifier, .identifier, .identifier,
        .keyword, .keyword, .keyword, .keyword, .keyword, .identifier,
      ])
    XCTAssertEqual(lexed.last?.0, "`default`")
  }

  func testKeywordLookupWithoutAllocation() {
    let bytes = Array("private get `init` foo willSet _".utf8)
    let tokens = Lexer.tokenize(bytes).tokens
    XCTAssertEqual(Keyword(token: tokens[0], in: bytes), .private)
    XCTAssertEqual(Keyword(token: tokens[1], in: bytes), .get)
    XCTAssertNil(Keyword(token: tokens[2], in: bytes), "a backticked name is no keyword")
    XCTAssertNil(Keyword(token: tokens[3], in: bytes))
    XCTAssertEqual(Keyword(token: tokens[4], in: bytes), .willSet)
    XCTAssertEqual(Keyword(token: tokens[5], in: bytes), .wildcard)
    XCTAssertTrue(Keyword.private.isReserved)
    XCTAssertFalse(Keyword.get.isReserved)
    for word in Keyword.allCases {
      let wordBytes = Array(word.text.utf8)
      let token = Lexer.tokenize(wordBytes).tokens[0]
      XCTAssertEqual(Keyword(token: token, in: wordBytes), word, word.text)
      XCTAssertEqual(token.kind, word.isReserved ? .keyword : .identifier, word.text)
    }
  }

  func testIdentifiers() {
    XCTAssertEqual(texts("café 名前 $0 $name $ a$b"), ["café", "名前", "$0", "$name", "$", "a$b"])
    XCTAssertEqual(kinds("café $0"), [.identifier, .identifier])
  }

  func testFlags() {
    let bytes = Array("a.b (c)\n/* x\n */ d/*y*/e".utf8)
    let tokens = Lexer.tokenize(bytes).tokens
    // a . b ( c ) d e eof
    XCTAssertEqual(tokens[0].flags, [.spaceBefore, .newlineBefore], "start of file counts as both")
    XCTAssertEqual(tokens[1].flags, [])
    XCTAssertEqual(tokens[2].flags, [.spaceAfter])
    XCTAssertEqual(tokens[3].flags, [.spaceBefore])
    XCTAssertEqual(tokens[5].flags, [.spaceAfter])
    XCTAssertEqual(tokens[6].flags, [.spaceBefore, .newlineBefore, .spaceAfter], "newline inside a comment")
    XCTAssertEqual(tokens[7].flags, [.spaceBefore, .spaceAfter], "comment counts as whitespace; end of file too")
  }

  func testCommentsAreTriviaWithPositions() {
    let source = "/// doc\nlet a = 1 // trailing\n/* outer /* inner */ */ let b = \"\\(c /* in string */)\""
    let stream = Lexer.tokenize(Array(source.utf8))
    XCTAssertEqual(
      stream.comments, [Comment(start: 0, end: 7), Comment(start: 18, end: 29), Comment(start: 30, end: 53)])
    XCTAssertFalse(stream.tokens.contains { $0.kind == .error })
    XCTAssertEqual(texts(source).last, "\"\\(c /* in string */)\"")
  }

  func testStringsAreOneToken() {
    XCTAssertEqual(
      texts(#"x = "a\"b" + "\("in\("ner")")" + 'c'"#), ["x", "=", #""a\"b""#, "+", #""\("in\("ner")")""#, "+", "'c'"])
    XCTAssertEqual(texts(#"f("a)b", "\(g(")"))")"#), ["f", "(", #""a)b""#, ",", #""\(g(")"))""#, ")"])
    XCTAssertEqual(texts("\"\\({ x in \"}\" }(1))\" z"), ["\"\\({ x in \"}\" }(1))\"", "z"])
    XCTAssertEqual(kinds(###"##"a"# b"##"###), [.string])
    XCTAssertEqual(texts(###"#"\#(a)"# "\#(b)""###), [###"#"\#(a)"#"###, ###""\#(b)""###])
  }

  func testMultiLineStrings() {
    let literal = "\"\"\"\n  a \"\" b \\\"\"\"\n  \\(x) \\\n  \"\"\""
    XCTAssertEqual(texts("let s = " + literal + "\nlet t"), ["let", "s", "=", literal, "let", "t"])
    XCTAssertEqual(texts("\"\"\"\n a \"\"\" b"), ["\"\"\"\n a \"\"\"", "b"], "a closing delimiter ends it mid-line")
  }

  func testRegexLiteralsAndDivision() {
    XCTAssertEqual(kinds("a / b / c"), [.identifier, .operator, .identifier, .operator, .identifier])
    XCTAssertEqual(kinds("x = /a+b/"), [.identifier, .punctuation, .regex])
    XCTAssertEqual(kinds("f(/a/, /b/)"), [.identifier, .punctuation, .regex, .punctuation, .regex, .punctuation])
    XCTAssertEqual(kinds("return /\\d/"), [.keyword, .regex])
    XCTAssertEqual(
      kinds("f(/ a/)"), [.identifier, .punctuation, .operator, .identifier, .operator, .punctuation],
      "a space after / in argument position means division")
    XCTAssertEqual(kinds("x = / a/"), [.identifier, .punctuation, .regex], "where only a regex fits, Swift takes it")
    XCTAssertEqual(
      kinds("(a) / 2 / (b)"),
      [
        .punctuation, .identifier, .punctuation, .operator, .integer, .operator, .punctuation, .identifier,
        .punctuation,
      ])
    XCTAssertEqual(texts("x = #/a/b/# + 1"), ["x", "=", "#/a/b/#", "+", "1"])
    XCTAssertEqual(texts("x = #/\n  a/b\n  /# + 1"), ["x", "=", "#/\n  a/b\n  /#", "+", "1"])
    XCTAssertEqual(texts("let r = try? /a b/"), ["let", "r", "=", "try", "?", "/a b/"])
  }

  func testNumbers() {
    XCTAssertEqual(
      LexerTestSupport.lex("1_000 0x1F 0o7 0b1 1.5 1e3 0x1.8p3 0x1p-2").map(\.1),
      [
        .integer, .integer, .integer, .integer, .float, .float, .float, .float,
      ])
    XCTAssertEqual(texts("1.e"), ["1", ".", "e"], "1.e is member access")
    XCTAssertEqual(texts("x.0.1"), ["x", ".", "0", ".", "1"])
    XCTAssertEqual(texts("0xff.description"), ["0xff", ".", "description"])
    XCTAssertEqual(texts("-1"), ["-", "1"])
    XCTAssertEqual(texts("0..<5"), ["0", "..<", "5"])
  }

  func testOperatorsAndPunctuation() {
    XCTAssertEqual(texts("a?.b!.c ?? d"), ["a", "?", ".", "b", "!", ".", "c", "??", "d"])
    XCTAssertEqual(kinds("a?.b"), [.identifier, .punctuation, .punctuation, .identifier])
    XCTAssertEqual(texts("(Int) -> Int"), ["(", "Int", ")", "->", "Int"])
    XCTAssertEqual(texts("a+/*c*/b"), ["a", "+", "b"])
    XCTAssertEqual(texts("a ++// c\nb"), ["a", "++", "b"])
    XCTAssertEqual(texts("x = √y ⊕ z"), ["x", "=", "√", "y", "⊕", "z"])
    XCTAssertEqual(kinds("x = y"), [.identifier, .punctuation, .identifier])
    XCTAssertEqual(texts("a ... b ..< c"), ["a", "...", "b", "..<", "c"])
    XCTAssertEqual(texts("[:] a::b ; ,"), ["[", ":", "]", "a", "::", "b", ";", ","])
  }

  func testClosingAnglesAreSplitWhenAttached() {
    let bytes = Array("A<B<C>> a >> b a>>b A<B>? A<B<C>?>".utf8)
    let tokens = Lexer.tokenize(bytes).tokens
    let text = tokens.dropLast().map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
    XCTAssertEqual(
      text,
      [
        "A", "<", "B", "<", "C", ">", ">", "a", ">>", "b", "a", ">", ">", "b", "A", "<", "B", ">", "?", "A", "<", "B",
        "<", "C", ">", "?", ">",
      ])
    XCTAssertFalse(tokens[6].flags.contains(.spaceBefore), "adjacent > > can be read as a shift")
  }

  func testParserStyleSplits() {
    XCTAssertEqual(
      texts("f(\\.?.hash, \\A?.?)"), ["f", "(", "\\", ".", "?", ".", "hash", ",", "\\", "A", "?", ".", "?", ")"])
    XCTAssertEqual(texts("T<\n  A\n>? in"), ["T", "<", "A", ">", "?", "in"])
    XCTAssertEqual(texts("func ==<T>(a: T)"), ["func", "==", "<", "T", ">", "(", "a", ":", "T", ")"])
    XCTAssertEqual(texts("a ==<b"), ["a", "==<", "b"], "only after func")
  }

  func testConflictMarkersAreDirectives() {
    // Both sides stay code, as alternatives: each may be what gets committed.
    let source = "a\n<<<<<<< HEAD\nb\n||||||| base\ne\n=======\nc\n>>>>>>> x\nd"
    let lexed = LexerTestSupport.lex(source)
    XCTAssertEqual(lexed.map(\.0), ["a", "<<<<<<<", "b", "|||||||", "e", "=======", "c", ">>>>>>>", "d"])
    XCTAssertEqual([1, 3, 5, 7].map { lexed[$0].1 }, [.directive, .directive, .directive, .directive])
    XCTAssertEqual(texts("a\n== b\n|| c\n>> d"), ["a", "==", "b", "||", "c", ">>", "d"], "not markers")
    XCTAssertEqual(texts("a\n<<<<<<< HEAD\nb"), ["a", "<<<<<<<", "HEAD", "b"], "no end marker: plain operators")
  }

  func testAttributesAndDirectives() {
    let lexed = LexerTestSupport.lex("@MainActor @objc(f:) @ x #if DEBUG #endif #selector(f) #Preview # x")
    XCTAssertEqual(
      lexed.map(\.0),
      [
        "@MainActor", "@objc", "(", "f", ":", ")", "@", "x", "#if", "DEBUG", "#endif", "#selector", "(", "f", ")",
        "#Preview", "#", "x",
      ])
    XCTAssertEqual(lexed[0].1, .attribute)
    XCTAssertEqual(lexed[6].1, .punctuation)
    XCTAssertEqual(lexed[8].1, .directive)
    XCTAssertEqual(lexed[11].1, .directive)
  }

  func testAvailabilityVersionsAreSplit() {
    XCTAssertEqual(
      texts("@available(iOS 13.0, *) x = 1.5"),
      ["@available", "(", "iOS", "13", ".", "0", ",", "*", ")", "x", "=", "1.5"])
    XCTAssertEqual(texts("#available(iOS 15.4, *)"), ["#available", "(", "iOS", "15", ".", "4", ",", "*", ")"])
  }

  func testShebangBomAndCarriageReturns() {
    XCTAssertEqual(texts("#!/usr/bin/swift\nprint(1)"), ["print", "(", "1", ")"])
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\r\nb".utf8)
    let tokens = Lexer.tokenize(bytes).tokens
    XCTAssertEqual(tokens.map(\.start), [3, 6, 7])
    XCTAssertTrue(tokens[1].flags.contains(.newlineBefore))
  }

  func testMalformedInputBecomesErrorTokens() {
    XCTAssertEqual(LexerTestSupport.lex("x = \"abc\ny").map(\.1), [.identifier, .punctuation, .error, .identifier])
    XCTAssertEqual(texts("x = \"abc\ny"), ["x", "=", "\"abc", "y"])
    XCTAssertEqual(LexerTestSupport.lex("a /* open").map(\.1), [.identifier, .error])
    XCTAssertEqual(LexerTestSupport.lex("#\"raw\nb").map(\.1), [.error, .identifier])
    XCTAssertEqual(LexerTestSupport.lex("#/abc\nb").map(\.1), [.error, .identifier])
    XCTAssertEqual(LexerTestSupport.lex("a ` b").map(\.1), [.identifier, .error, .identifier])
    XCTAssertEqual(LexerTestSupport.lex("a \\ b").map(\.1), [.identifier, .error, .identifier])
    let garbage: [UInt8] = [0x61, 0x20, 0x00, 0xFF, 0xC3, 0x20, 0x62]
    let stream = Lexer.tokenize(garbage)
    XCTAssertEqual(stream.tokens.map(\.kind), [.identifier, .error, .identifier, .eof], "one token per garbage run")
    XCTAssertEqual(stream.tokens[1].start, 2)
    XCTAssertEqual(stream.tokens[1].end, 5)
    XCTAssertTrue(stream.tokens[2].flags.contains(.spaceBefore))
  }

  func testDumpFormat() {
    let source = SourceFile(path: "a.swift", text: "let x = \"s\" // c\n")
    XCTAssertEqual(
      TokenDump.render(Lexer.tokenize(source.bytes), source: source),
      "0 3 keyword\n4 5 identifier\n6 7 punctuation\n8 11 string\n")
  }
}
