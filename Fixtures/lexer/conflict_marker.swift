let before = 1
<<<<<<< HEAD
let value = "ours"
=======
let value = "theirs"
>>>>>>> feature
let after = a << b >> c
<<<<<<< unterminated
let tail = 2
