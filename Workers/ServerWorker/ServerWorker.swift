// The ServerWorker module.
