let ratio = total / count
let half = width/2
let chain = a / b / c
let regex = /ab+c/
let inCall = text.firstMatch(of: /[a-z]+/)
let inArray = [/x/, /y/]
let afterReturn = { return /\d+/ }
let notRegex = (a) / 2 / (b)
let spaced = x / 2 + y / 3
let operatorDecl = 1
infix operator /^/
func /^/ (lhs: Int, rhs: Int) -> Int { lhs / rhs }
let tried = try? /a b/.wholeMatch(in: s)
let unbalanced = foo(a /) b /
