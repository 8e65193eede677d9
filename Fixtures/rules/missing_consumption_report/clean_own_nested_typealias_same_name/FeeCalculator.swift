import Foundation

// Never touches TrustInsights: its own nested 'Evaluation' alias names a math result, not
// TrustService.Evaluation. The file must not be analysed as if it held evaluations.
struct MathResult {
    var value: Double
}

final class FeeCalculator {
    typealias Evaluation = MathResult

    func compute(_ formula: String) -> Evaluation {
        MathResult(value: Double(formula) ?? 0)
    }

    func total(_ formulas: [String]) -> Double {
        var sum = 0.0
        for formula in formulas {
            let evaluation = compute(formula)
            if evaluation.value < 0 { continue }
            sum += evaluation.value
        }
        return sum
    }
}
