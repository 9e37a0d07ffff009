// The back-office's orders calls.
export {};
