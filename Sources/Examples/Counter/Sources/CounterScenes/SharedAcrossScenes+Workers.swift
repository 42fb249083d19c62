import DLC
import ServerWorker

// The server worker outlives every scene it is handed to. Its module knows nothing of DLC,
// so the application says so, for the leak checks of its tests and of `explore`, which
// then look no further into it; the store is an actor, which no scene owns anyway.

extension ServerWorker: @retroactive SharedAcrossScenes {}
