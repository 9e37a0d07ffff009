// The back-office's content calls.
export {};
