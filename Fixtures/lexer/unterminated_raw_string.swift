let broken = #"raw without end"
let next = "fine"
