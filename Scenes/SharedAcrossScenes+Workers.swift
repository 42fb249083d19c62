import DLC
import ServerWorker
import ValidationWorker

// The workers Atlas hands its scenes outlive every one of them. Their modules know nothing of
// DLC, so Atlas says so, for the leak checks of its tests and of `explore`; the cache and the
// store are actors, which no scene owns anyway.

extension ServerWorker: SharedAcrossScenes {}

extension ValidationWorker: SharedAcrossScenes {}
