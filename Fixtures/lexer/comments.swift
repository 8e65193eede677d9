/// Doc comment
/* block /* nested */ still comment */ let a = 1
let b = 2 // trailing
/**
 Doc block
 */
func f() {} /* between */ let c = 3
