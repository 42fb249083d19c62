// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 mode with the upcoming features we hold ourselves to.
let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// The tests' settings: the same, but compiled without optimization even in a release build,
/// where `swift test -c release` checks the optimized libraries; optimizing the tests
/// themselves would lengthen that build and check nothing more.
let testSettings = swiftSettings + [.unsafeFlags(["-Onone"], .when(configuration: .release))]

let package = Package(
  name: "DLC",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "DLC", targets: ["DLC"]),
    .library(name: "DLCScript", targets: ["DLCScript"]),
    .library(name: "DLCTesting", targets: ["DLCTesting"]),
    .library(name: "DLCCommandLine", targets: ["DLCCommandLine"]),
    .library(name: "DLCWeb", targets: ["DLCWeb"]),
    .library(name: "ServerWorker", targets: ["ServerWorker"]),
    .library(name: "ServerWorkerNetworking", targets: ["ServerWorkerNetworking"]),
    .library(name: "CacheWorker", targets: ["CacheWorker"]),
    .library(name: "ValidationWorker", targets: ["ValidationWorker"]),
    .library(name: "StoreWorker", targets: ["StoreWorker"]),
    .library(name: "WorkerTesting", targets: ["WorkerTesting"]),
    .library(name: "ServerWorkerTesting", targets: ["ServerWorkerTesting"]),
    .library(name: "CacheWorkerTesting", targets: ["CacheWorkerTesting"]),
    .library(name: "ValidationWorkerTesting", targets: ["ValidationWorkerTesting"]),
    .library(name: "Scenes", targets: ["Scenes"]),
    .executable(name: "dlc", targets: ["dlc"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Framework

    .target(name: "DLC", swiftSettings: swiftSettings),
    .target(name: "RealTime", swiftSettings: swiftSettings),
    .target(name: "DLCScript", dependencies: ["DLC", "RealTime"], swiftSettings: swiftSettings),
    .target(
      name: "DLCCommandLine",
      dependencies: ["DLC", "DLCScript", "DLCWeb"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "DLCWeb", dependencies: ["DLC", "DLCScript", "CEpoll"], swiftSettings: swiftSettings),
    // Linux's epoll, for the browser display's listener: a header the Glibc module leaves out.
    .target(name: "CEpoll"),
    // The scene kit: a scene-only test target links no worker.
    .target(name: "DLCTesting", dependencies: ["DLC"], swiftSettings: swiftSettings),

    // MARK: - Workers

    .target(
      name: "ServerWorker",
      dependencies: ["RealTime"],
      path: "Workers/ServerWorker",
      swiftSettings: swiftSettings
    ),
    // The URLSession transport, apart: only an executable that talks to a real server links
    // FoundationNetworking and libcurl, not every test binary that links ServerWorker.
    .target(
      name: "ServerWorkerNetworking",
      dependencies: ["ServerWorker"],
      path: "Workers/ServerWorkerNetworking",
      swiftSettings: swiftSettings
    ),
    .target(name: "CacheWorker", path: "Workers/CacheWorker", swiftSettings: swiftSettings),
    .target(
      name: "ValidationWorker",
      path: "Workers/ValidationWorker",
      swiftSettings: swiftSettings
    ),
    // SQLite as the system has it: no package, nothing to download.
    .systemLibrary(
      name: "CSQLite",
      path: "Workers/CSQLite",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    // PostgreSQL's client library as the system has it (.ci/install-postgresql), for the
    // store's second engine: a server several processes and machines share.
    .systemLibrary(
      name: "CLibPQ",
      path: "Workers/CLibPQ",
      providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
    ),
    .target(
      name: "StoreWorker",
      dependencies: ["CSQLite", "CLibPQ"],
      path: "Workers/StoreWorker",
      swiftSettings: swiftSettings
    ),

    // MARK: - Worker doubles, each beside its worker

    // What every worker's double stands on: failing the test when used without being set up.
    .target(name: "WorkerTesting", path: "Workers/WorkerTesting", swiftSettings: swiftSettings),
    .target(
      name: "ServerWorkerTesting",
      dependencies: ["DLC", "ServerWorker", "WorkerTesting"],
      path: "Workers/ServerWorkerTesting",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "CacheWorkerTesting",
      dependencies: ["DLC", "CacheWorker", "WorkerTesting"],
      path: "Workers/CacheWorkerTesting",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "ValidationWorkerTesting",
      dependencies: ["DLC", "ValidationWorker", "WorkerTesting"],
      path: "Workers/ValidationWorkerTesting",
      swiftSettings: swiftSettings
    ),

    // MARK: - Scenes (the demo application, Atlas)

    .target(
      name: "Scenes",
      dependencies: ["DLC", "ServerWorker", "CacheWorker", "ValidationWorker", "StoreWorker"],
      path: "Scenes",
      exclude: ["Scripts"],
      swiftSettings: swiftSettings
    ),

    // MARK: - Executables

    .executableTarget(
      name: "dlc",
      dependencies: ["DLCCommandLine", "Scenes", "ServerWorkerNetworking"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "EmbedExample",
      dependencies: ["DLC", "DLCScript", "Scenes"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "DLCBenchmarks",
      dependencies: [
        "DLC", "DLCScript", "Scenes", "ServerWorker", "CacheWorker", "ValidationWorker",
        "dlc", "EmptyProgram", "StoreWorker", "CSQLite", "FuzzSupport",
      ],
      exclude: ["BENCHMARKS.md"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(name: "EmptyProgram", swiftSettings: swiftSettings),
    // What the fuzzers and the tests that drive programs share: a seeded generator, a
    // pseudo-terminal.
    .target(name: "FuzzSupport", swiftSettings: swiftSettings),
    .executableTarget(
      name: "DLCFuzz",
      dependencies: ["DLC", "DLCScript", "Scenes", "ServerWorker", "FuzzSupport"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "DLCWebFuzz",
      dependencies: ["DLCWeb", "DLCScript", "Scenes", "FuzzSupport"],
      swiftSettings: swiftSettings
    ),

    // MARK: - Tests

    .testTarget(
      name: "DLCTests", dependencies: ["DLC", "FuzzSupport"], swiftSettings: testSettings),
    .testTarget(
      name: "DLCScriptTests",
      dependencies: ["DLCScript", "DLC", "RealTime", "FuzzSupport", "TestSupport"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "DLCTestingTests",
      dependencies: [
        "DLCTesting", "DLC", "CacheWorker", "ServerWorker", "ValidationWorker", "TestSupport",
        "ServerWorkerTesting", "CacheWorkerTesting", "ValidationWorkerTesting",
      ],
      exclude: ["Documentation/__Snapshots__", "Snapshots/__Snapshots__"],
      swiftSettings: testSettings
    ),
    .target(
      name: "TestSupport",
      path: "Tests/Support/TestSupport",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "LoopbackHTTPServer",
      dependencies: ["ServerWorker", "FuzzSupport"],
      path: "Tests/Support/LoopbackHTTPServer",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "RealTimeTests", dependencies: ["RealTime", "TestSupport"], swiftSettings: testSettings
    ),
    .testTarget(
      name: "ServerWorkerTests",
      dependencies: [
        "ServerWorker", "ServerWorkerNetworking", "LoopbackHTTPServer", "RealTime", "TestSupport",
      ],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "ServerWorkerNetworkingTests",
      dependencies: [
        "ServerWorkerNetworking", "ServerWorker", "LoopbackHTTPServer", "TestSupport",
      ],
      swiftSettings: testSettings
    ),
    .executableTarget(
      name: "CacheWriterChild",
      dependencies: ["CacheWorker"],
      path: "Tests/Support/CacheWriterChild",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CacheWorkerTests",
      dependencies: ["CacheWorker", "CacheWriterChild", "TestSupport"],
      swiftSettings: testSettings
    ),
    .executableTarget(
      name: "StoreWriterChild",
      dependencies: ["StoreWorker"],
      path: "Tests/Support/StoreWriterChild",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "StoreWorkerTests",
      dependencies: ["StoreWorker", "StoreWriterChild", "TestSupport"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "ValidationWorkerTests",
      dependencies: ["ValidationWorker"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "WorkerTestingTests",
      dependencies: ["WorkerTesting", "TestSupport"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "ServerWorkerTestingTests",
      dependencies: ["ServerWorkerTesting", "ServerWorker", "TestSupport"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "CacheWorkerTestingTests",
      dependencies: ["CacheWorkerTesting", "CacheWorker", "DLC", "TestSupport"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "ValidationWorkerTestingTests",
      dependencies: ["ValidationWorkerTesting", "ValidationWorker", "TestSupport"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "ScenesTests",
      dependencies: [
        "Scenes", "DLC", "DLCTesting", "ServerWorker", "CacheWorker", "ValidationWorker",
        "StoreWorker", "CSQLite",
        "LoopbackHTTPServer", "ServerWorkerNetworking",
        "ServerWorkerTesting", "CacheWorkerTesting", "ValidationWorkerTesting", "TestSupport",
      ],
      exclude: [
        "Act1/Login/Core/__Snapshots__",
        "Act1/Welcome/Core/__Snapshots__",
        "Act2/__Snapshots__",
        "Act2/Detail/Core/__Snapshots__",
        "Act2/Favorites/Core/__Snapshots__",
        "Act2/Search/Core/__Snapshots__",
        "Act2/Settings/Core/__Snapshots__",
      ],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "DLCFuzzTests",
      dependencies: ["DLCFuzz", "DLCScript", "TestSupport", "FuzzSupport"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "DLCWebFuzzTests",
      dependencies: ["DLCWebFuzz", "DLCWeb", "Scenes", "TestSupport", "FuzzSupport"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "DLCBenchmarksTests",
      dependencies: ["DLCBenchmarks", "DLC"],
      swiftSettings: testSettings
    ),
    // A scene and a view of given elements, for the small applications tests build.
    .target(
      name: "PlainScenes",
      dependencies: ["DLC"],
      path: "Tests/Support/PlainScenes",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "ExploreSamples",
      dependencies: ["DLCCommandLine", "DLC", "PlainScenes"],
      path: "Tests/Support/ExploreSamples",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "PlantedShelf",
      dependencies: ["DLCCommandLine", "DLC"],
      path: "Tests/Support/PlantedShelf",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "DLCCommandLineTests",
      dependencies: [
        "DLCCommandLine", "DLC", "DLCScript", "ExploreSamples", "PlantedShelf", "TestSupport",
        "PlainScenes",
      ],
      exclude: ["Generator/__Snapshots__"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "DLCWebTests",
      dependencies: ["DLCWeb", "DLC", "DLCScript", "DLCTesting", "TestSupport", "PlainScenes"],
      swiftSettings: testSettings
    ),
    // Every library product imported together with Testing and Foundation.
    .testTarget(
      name: "PublicNamesTests",
      dependencies: [
        "DLC", "DLCScript", "DLCTesting", "DLCCommandLine", "DLCWeb", "ServerWorker",
        "CacheWorker", "ValidationWorker", "StoreWorker", "Scenes", "ServerWorkerNetworking",
        "WorkerTesting", "ServerWorkerTesting", "CacheWorkerTesting", "ValidationWorkerTesting",
      ],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "dlcTests",
      dependencies: [
        "dlc", "DLC", "DLCScript", "Scenes", "LoopbackHTTPServer", "ServerWorker", "TestSupport",
        "FuzzSupport",
      ],
      swiftSettings: testSettings
    ),
  ]
)
