// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "CardsKit", targets: [.target(name: "CardsKit")])
