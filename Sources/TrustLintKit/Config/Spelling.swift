/// "Did you mean …?" suggestions for misspelt keys and rule ids.
public enum Spelling {
  /// The candidate closest to `word` by edit distance (case-insensitive), if it is close
  /// enough to be a likely typo: at most 2 edits, or a third of the word's length.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    var best: (String, Int)?
    for candidate in candidates.sorted() {
      let d = distance(Array(word.lowercased().utf8), Array(candidate.lowercased().utf8), limit: limit)
      if d <= limit && (best == nil || d < best!.1) { best = (candidate, d) }
    }
    return best?.0
  }

  /// `" (did you mean 'x'?)"` or an empty string.
  public static func hint(for word: String, among candidates: [String]) -> String {
    suggestion(for: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`.
  static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMin = current[0]
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMin = min(rowMin, current[j])
      }
      if rowMin > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
