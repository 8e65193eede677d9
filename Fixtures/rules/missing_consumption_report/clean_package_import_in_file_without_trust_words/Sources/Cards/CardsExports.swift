// Two package modules declare `TrustGate.settle(_:held:)`; only TrustKit's reports. Cards calls it
// and sees TrustKit through the import below, in a file that spells no TrustInsights word and
// no name the call looks up: a normal run must find this import as a run parsing every file does.
// The module's imports in one place: every file of Cards sees TrustKit.
@_exported import TrustKit

func cardsLog(_ message: String) { print("cards:", message) }

