/// Tells whether any of a few long words occurs anywhere in a byte buffer: the first test of
/// the prefilter, run over every file of a normal run.
///
/// Wu–Manber: the window is as long as the shortest word; a table over the window's last two
/// bytes says how far the window may move without skipping a possible match. Two-byte blocks of
/// words this long are rare in source code, so most steps move the whole window.
struct TriggerScan: Sendable {
  /// The words looked for (substrings: `InsightEvaluat` also finds `InsightEvaluation`).
  let words: [[UInt8]]
  private let window: Int
  /// Shift per two-byte block (`first << 8 | second`).
  private let shift: [UInt8]
  /// The words whose window ends with a block, for the blocks whose shift is zero.
  private let candidates: [UInt16: [Int]]

  /// The words of RULES.md's API that any file that matters spells, at least one of them.
  static let trustInsightsWords = [
    "TrustInsights", "InsightEvaluat", "IsLikelyBeingCoached", "reportConsumption", "requestEvaluation",
    "requestAuthorization", "authorizationStatus", "OperationCategory", "InsightContext",
  ]

  /// The shared scanner for `trustInsightsWords`.
  static let trustInsights = TriggerScan(trustInsightsWords)

  /// A scanner for `words`; each must be at least two bytes long.
  init(_ words: [String]) {
    let bytes = words.map { Array($0.utf8) }.filter { $0.count >= 2 }
    self.words = bytes
    let m = bytes.map(\.count).min() ?? 2
    window = m
    var table = [UInt8](repeating: UInt8(min(m - 1, 255)), count: 1 << 16)
    var lists: [UInt16: [Int]] = [:]
    for (w, word) in bytes.enumerated() {
      for j in 1..<m {
        let block = Int(word[j - 1]) << 8 | Int(word[j])
        table[block] = min(table[block], UInt8(min(m - 1 - j, 255)))
      }
      lists[UInt16(Int(word[m - 2]) << 8 | Int(word[m - 1])), default: []].append(w)
    }
    shift = table
    candidates = lists
  }

  /// Whether any word occurs in `buffer`.
  func matches(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !words.isEmpty, let base = buffer.baseAddress else { return false }
    let n = buffer.count
    let m = window
    guard n >= m else { return false }
    return shift.withUnsafeBufferPointer { table in
      var pos = 0
      while pos + m <= n {
        let block = Int(base[pos + m - 2]) << 8 | Int(base[pos + m - 1])
        let s = Int(table[block])
        if s > 0 {
          pos += s
          continue
        }
        if let list = candidates[UInt16(block)] {
          for w in list where Self.occurs(words[w], at: pos, in: base, count: n) { return true }
        }
        pos += 1
      }
      return false
    }
  }

  /// Whether any word occurs in `text`.
  func occurs(in text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { matches($0) }
  }

  private static func occurs(_ word: [UInt8], at pos: Int, in base: UnsafePointer<UInt8>, count n: Int) -> Bool {
    guard pos + word.count <= n else { return false }
    var i = 0
    while i < word.count {
      if base[pos + i] != word[i] { return false }
      i += 1
    }
    return true
  }
}
