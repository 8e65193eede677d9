// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Bank",
  targets: [
    .target(name: "TrustKit"),
    .target(name: "LegacyRisk"),
    .target(name: "Cards", dependencies: ["TrustKit"]),
  ])
