// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "TrustKit", targets: [.target(name: "TrustKit")])
