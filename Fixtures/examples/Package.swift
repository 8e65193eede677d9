// swift-tools-version:6.0
// The example app trustlint's README lints: `swift run trustlint lint Fixtures/examples`.
// It needs the iOS 27 SDK (TrustInsights) to build; trustlint only reads it.
import PackageDescription

let package = Package(
  name: "ExampleBank",
  platforms: [.iOS("27.0")],
  products: [.library(name: "ExampleBank", targets: ["ExampleBank"])],
  targets: [.target(name: "ExampleBank")]
)
