import Foundation

// The app's ledger: a 'settle(_:)' that takes a string, unrelated to TrustInsights.
struct Ledger {
    func settle(_ reference: String) {
        print("settled \(reference)")
    }
}
