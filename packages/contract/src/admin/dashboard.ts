// The back-office's dashboard calls.
export {};
