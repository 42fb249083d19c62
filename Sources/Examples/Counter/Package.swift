// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 mode with the upcoming features DLC holds itself to.
let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

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
      dependencies: [
        .product(name: "DLC", package: "DLC"),
        .product(name: "ServerWorker", package: "DLC"),
        .product(name: "StoreWorker", package: "DLC"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "counter",
      dependencies: [
        "CounterScenes",
        .product(name: "DLCCommandLine", package: "DLC"),
        .product(name: "ServerWorkerNetworking", package: "DLC"),
        .product(name: "StoreWorker", package: "DLC"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CounterScenesTests",
      dependencies: [
        "CounterScenes",
        .product(name: "DLC", package: "DLC"),
        .product(name: "DLCTesting", package: "DLC"),
        .product(name: "ServerWorker", package: "DLC"),
        .product(name: "ServerWorkerTesting", package: "DLC"),
        .product(name: "StoreWorker", package: "DLC"),
      ],
      swiftSettings: swiftSettings
    ),
  ]
)
