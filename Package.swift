// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "trustlint",
  products: [
    .executable(name: "trustlint", targets: ["trustlint"]),
    .library(name: "TrustLintKit", targets: ["TrustLintKit"]),
    .plugin(name: "TrustLintBuildToolPlugin", targets: ["TrustLintBuildToolPlugin"]),
    .plugin(name: "TrustLintCommandPlugin", targets: ["TrustLintCommandPlugin"]),
  ],
  targets: [
    .target(name: "TrustLintSyntax"),
    .target(name: "TrustLintAnalysis", dependencies: ["TrustLintSyntax"]),
    .target(name: "TrustLintRules", dependencies: ["TrustLintSyntax", "TrustLintAnalysis"]),
    .target(name: "TrustLintKit", dependencies: ["TrustLintSyntax", "TrustLintAnalysis", "TrustLintRules"]),
    .target(name: "TrustLintCLI", dependencies: ["TrustLintKit", "TrustLintRules", "TrustLintSyntax"]),
    .executableTarget(name: "trustlint", dependencies: ["TrustLintCLI"]),
    .plugin(
      name: "TrustLintBuildToolPlugin", capability: .buildTool(), dependencies: ["trustlint"],
      path: "Sources/TrustLintPluginBuildTool"),
    .plugin(
      name: "TrustLintCommandPlugin",
      capability: .command(
        intent: .custom(verb: "trustlint", description: "Lint TrustInsights usage with trustlint")),
      dependencies: ["trustlint"], path: "Sources/TrustLintPluginCommand"),
    // Helpers shared by more than one test target (Foundation only, no package dependencies).
    .target(name: "TrustLintTestSupport", path: "Tests/TrustLintTestSupport"),
    .testTarget(name: "TrustLintSyntaxTests", dependencies: ["TrustLintSyntax"]),
    .testTarget(name: "TrustLintAnalysisTests", dependencies: ["TrustLintAnalysis", "TrustLintSyntax"]),
    .testTarget(
      name: "TrustLintRulesTests",
      dependencies: ["TrustLintRules", "TrustLintKit", "TrustLintAnalysis", "TrustLintSyntax"]),
    .testTarget(
      name: "TrustLintKitTests",
      dependencies: ["TrustLintKit", "TrustLintRules", "TrustLintAnalysis", "TrustLintSyntax", "TrustLintTestSupport"]),
    .testTarget(
      name: "TrustLintCLITests",
      dependencies: [
        "TrustLintCLI", "TrustLintKit", "TrustLintRules", "TrustLintAnalysis", "TrustLintSyntax",
        "TrustLintTestSupport",
      ]),
  ]
)

// The libFuzzer target exists only when asked for: it has no `main` (libFuzzer provides it),
// so it cannot link in an ordinary build. `TRUSTLINT_FUZZ=1 swift build --sanitize=fuzzer`.
if Context.environment["TRUSTLINT_FUZZ"] == "1" {
  package.targets.append(
    .executableTarget(
      name: "trustlint-fuzz", dependencies: ["TrustLintSyntax", "TrustLintAnalysis", "TrustLintRules", "TrustLintKit"],
      path: "Sources/TrustLintFuzz",
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
