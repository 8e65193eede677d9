// swift-tools-version:6.0
// A small app package for trustlint's command-line tests: a staged-file run of
// Sources/Bank/TransferFlow.swift must give the findings of a whole-project run.
import PackageDescription

let package = Package(
  name: "Bank",
  platforms: [.iOS("27.0")],
  targets: [.target(name: "Bank")]
)
