// The CacheWorker module.
