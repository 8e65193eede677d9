let empty = ""
let plain = "hello, world"
let escapes = "tab\tquote\"backslash\\ nul\0 unicode\u{1F600} end"
let single: Character = 'x'
let adjacent = "a""b"
let quoteHash = "ends with hash"#
