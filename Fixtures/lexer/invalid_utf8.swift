let a = 1
let bÿþ = 2
let c = "bad Ã byte"
â‚
let d = 4
