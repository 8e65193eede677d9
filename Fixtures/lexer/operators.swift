infix operator <=> : ComparisonPrecedence
prefix operator √
infix operator ⊕
let a = x <=> y
let b = √value
let c = p ⊕ q
let d = first ?? second
let e = optional?.member?.call()
let f = forced!.member
let g = !flag && (x != y) || z == w
let h: (Int) -> Int = { $0 &+ 1 }
let i = x+/* comment */y
let j = x+// trailing comment
let k = -x...+y
var l = 0; l += 1; l <<= 2
let m = a ? b : c
let n = &value
