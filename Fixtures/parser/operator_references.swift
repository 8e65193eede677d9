// Operators passed as values. A `>` glued to more operator characters is split so that it can
// close a generic list; right after `(` or `,` the pieces are one operator name again.
func ascending(_ scores: [Int]) -> Bool {
  zip(scores, scores.dropFirst()).allSatisfy(<=)
}
func descending(_ scores: [Int]) -> Bool {
  zip(scores, scores.dropFirst()).allSatisfy(>=)
}
let shifted = combine(1, 2, >>)
let pair = (>=, <=)
let sorted = amounts.sorted(by: >=)
let glued = limit>=floor
