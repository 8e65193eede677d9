// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "LoansKit", targets: [.target(name: "LoansKit")])
