let r = #/never closed
let after = 1
