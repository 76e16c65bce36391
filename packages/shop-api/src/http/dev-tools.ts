/**
 * The gate of the development tools (the mailbox, and pages like it): they show what no visitor may
 * see (every e-mail of a portal, with live reset and invite links), so they answer only a request
 * whose socket comes from this machine, and never in production. The socket's address is read
 * directly: X-Forwarded-For and Fastify's trustProxy can be set by anyone in front of the server.
 */
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The one check every development tool calls: not production, and the socket's peer is this machine. */
export function devToolAllowed(request: FastifyRequest): boolean {
  return !request.server.shop.config.production && isLoopbackAddress(request.socket.remoteAddress);
}
