import TrustInsights

final class TrustService {
    typealias Level = IsLikelyBeingCoachedInsight.Value

    func label(_ level: Level) -> String {
        "\(level)"
    }
}
