// The back-office's catalog calls.
export {};
