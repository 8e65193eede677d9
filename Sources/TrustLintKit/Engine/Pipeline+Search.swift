import Foundation
import TrustLintSyntax

extension Pipeline {
  /// One round's search of the files not parsed yet (`indices`): those that spell a name the
  /// round looked up, in the way it looked it up, are parsed. A file searched for the first
  /// time is read and described (`FileWords`); its description is kept, so later rounds match
  /// it without reading or scanning the file again. Results in `indices` order, nil trees
  /// for files not parsed; a parsed file's description is dropped.
  func search(
    indices: [Int], scan: NameScan, words: inout [FileWords?], output: inout Output
  ) -> [(Int, Result<SyntaxTree?, FileProblem>)] {
    let described = indices.filter { words[$0] != nil }
    let fresh = indices.filter { words[$0] == nil }
    let start = ContinuousClock.now
    let known = words
    let matched = WorkerPool.map(count: described.count, jobs: jobs) { k in scan.matches(known[described[k]]!) }
    _ = output.clock.add(.prefilter, since: start)

    let store = WordsStore(count: words.count)
    var results = parse(indices: fresh, stage: "search", output: &output) { index, bytes in
      let fileWords = bytes.withUnsafeBufferPointer { FileWords($0) }
      if scan.matches(fileWords) { return true }
      store.set(index, fileWords)
      return false
    }
    let found = zip(described, matched).filter(\.1).map(\.0)
    results += parse(indices: found, stage: "search", output: &output) { _, _ in true }
    for index in fresh { words[index] = store.get(index) }
    for index in found { words[index] = nil }
    let order = Dictionary(uniqueKeysWithValues: results.map { ($0.0, $0.1) })
    return indices.map { ($0, order[$0] ?? .success(nil)) }
  }
}

/// Descriptions written by the search's workers, one slot per input.
private final class WordsStore: @unchecked Sendable {
  private let lock = NSLock()
  private var words: [FileWords?]

  init(count: Int) { words = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: FileWords) {
    lock.lock()
    words[index] = value
    lock.unlock()
  }

  func get(_ index: Int) -> FileWords? {
    lock.lock()
    defer { lock.unlock() }
    return words[index]
  }
}
