let a = "outer \("inner \("innermost")")"
let b = "closure \(items.map { "\($0)" }.joined(separator: ", ")) done"
let c = "parens \((1 + (2 * 3))) and braces \({ () -> Int in return 1 }())"
let d = "comment \(x /* ) */ + 1) and dict \(["k": "v"]["k"] ?? "none")"
let e = """
    multi \(
      value // a comment with ) inside
    ) end \("nested \(1)")
    """
