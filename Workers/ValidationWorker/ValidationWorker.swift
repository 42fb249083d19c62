// The ValidationWorker module.
