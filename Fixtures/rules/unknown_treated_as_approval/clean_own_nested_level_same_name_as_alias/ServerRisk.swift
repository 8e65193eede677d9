import TrustInsights

enum Decision { case allow, review }

// The bank's own server score has its own nested 'Level' with an 'unknown' grade; inside
// ServerRisk, 'Level' is that enum, not TrustService.Level. Not an outcome test.
struct ServerRisk {
    enum Level { case unknown, low, high }

    func decision(for level: Level) -> Decision {
        switch level {
        case .unknown, .low: return .allow
        case .high: return .review
        }
    }
}
