let a = \ 1
let b = `unclosed
let c = \Model.value
let d = \.count
