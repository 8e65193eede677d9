let broken = "no closing quote
let next = 1
