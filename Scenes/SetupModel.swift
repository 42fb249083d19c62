/// The namespace of every scene's setup model: what a scene is created with.
///
/// Each scene adds its own, in its `<Scene>Setup.swift` file, as `SetupModel.<Scene>`.
enum SetupModel {}
