// Async boundary: shared singletons are negotiated before any app code runs.
// In a task of its own: the federation runtime's start (this script) and the shop's first chunks' loading
// were one main-thread task on a phone; two shorter ones leave room for a tap in between (decision 0070).
setTimeout(() => import('./root/bootstrap'));
