import Foundation

// The app's own expression evaluator: same base name and labels as the producer,
// nothing to do with TrustInsights.
struct FeeCalculator {
    func evaluate(_ expression: String) async throws -> Double {
        Double(expression) ?? 0
    }
}
