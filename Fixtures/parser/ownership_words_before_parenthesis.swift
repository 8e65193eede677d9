// `consume` and `copy` are ownership operators only before a name or `self` on the same line;
// before a parenthesis, spaced or not, they are calls of app functions of that name (swiftc and
// SwiftParser agree). `repeat (each t)` stays a pack expansion.
func f<each T>(_ t: repeat each T) {
  consume (evaluation)
  copy (evaluation)
  consume(evaluation)
  let moved = consume evaluation
  let copied = copy self
  _ = (repeat (each t))
}
