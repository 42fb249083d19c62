// Does nothing: the baseline for measuring process start.
