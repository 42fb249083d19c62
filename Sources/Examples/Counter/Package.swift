// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 mode with the upcoming features DLC holds itself to.
let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// DLC's products that a target depends on, by name.
func dlc(_ products: String...) -> [Target.Dependency] {
  products.map { .product(name: $0, package: "DLC") }
}

let package = Package(
  name: "Counter",
  platforms: [.macOS(.v15)],
  products: [
    .library(
      name: "CounterScenes",
      targets: ["CounterScenes"]),
    .executable(
      name: "counter",
      targets: ["counter"]),
  ],
  dependencies: [
    .package(name: "DLC", path: "../../..")
  ],
  targets: [
    .target(
      name: "CounterScenes",
      dependencies: dlc("DLC", "ServerWorker", "StoreWorker"),
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "counter",
      dependencies: ["CounterScenes"]
        + dlc("DLCCommandLine", "ServerWorkerNetworking", "StoreWorker"),
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CounterScenesTests",
      dependencies: ["CounterScenes"]
        + dlc("DLC", "DLCTesting", "ServerWorker", "ServerWorkerTesting", "StoreWorker"),
      swiftSettings: swiftSettings
    ),
  ]
)
