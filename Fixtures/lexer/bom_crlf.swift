import Foundation
let x = 1
// comment
let y = "two"
