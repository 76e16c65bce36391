// Only used when the remote is built as an application of its own (standalone development).
export {};
