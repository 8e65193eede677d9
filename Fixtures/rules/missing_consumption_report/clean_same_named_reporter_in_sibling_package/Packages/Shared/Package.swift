// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "Shared", targets: [.target(name: "Shared")])
