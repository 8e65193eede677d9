import Foundation

// Never touches TrustInsights: the cache's generic parameter happens to be called
// 'Evaluation', like the app's typealias of the evaluation type. Inside MemoCache the
// generic parameter shadows the alias, so 'cached(_:)' is no producer.
final class MemoCache<Evaluation> {
    private var store: [String: Evaluation] = [:]

    func cached(_ key: String) -> Evaluation? {
        store[key]
    }

    func prune(_ keys: [String]) -> Int {
        var kept = 0
        for key in keys {
            guard let evaluation = cached(key) else { continue }
            if key.hasPrefix("_") { continue }
            print(evaluation)
            kept += 1
        }
        return kept
    }
}
