// A module's server side of how a page starts: its server entry (src/server.tsx) exports the render function
// made here; @shop/federation's createServerConfig builds it for Node. The shop server's side is ../host.
export { createServerRenderer, splitResourceHints, type ServerRendererOptions } from './render';
