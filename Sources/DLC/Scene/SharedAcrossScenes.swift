/// A type whose values scenes share and that outlives each of them, such as a worker or a test
/// double standing in for one: it is never a part of a scene.
///
/// The tools that follow what a scene holds, to check that it is freed once it has left (the
/// test kit's leak checks, `explore`), stop at a value of such a type: it stays alive after the
/// scene by design, and what it holds is not the scene's. Actors, clocks, the stage, other scenes,
/// act containers, factories and applications are never a scene's parts either, and need not say
/// so; a worker held by a part of a scene must.
///
/// A worker's module does not import DLC, so the module that hands the worker to its scenes
/// declares it, once, with `@retroactive` when the worker comes from another package (DLC's own
/// `ServerWorker`, say):
///
/// <!-- swift-check
/// final class MailWorker: Sendable {}
/// -->
/// ```swift
/// extension MailWorker: SharedAcrossScenes {}
/// ```
public protocol SharedAcrossScenes {}
