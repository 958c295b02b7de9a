import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

type Trust = boolean | ((address: string, hop: number) => boolean);

/** Fastify takes a hop count as a function: trust that many proxies in front (X-Forwarded-For gives the client IP). */
export function trustProxyOption(trustProxy: boolean | number): Trust {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/**
 * The client's address of a raw request as Fastify's `request.ip` gives it for the same trust (its
 * `lib/request.js`): the socket's peer, or through trusted proxies the furthest address they vouch
 * for. The cached-read lane counts budgets by it before Fastify sees the request (ADR 0018).
 */
export function clientAddressOf(trust: Trust): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket?.remoteAddress ?? '';
  const trusted = trust === true ? () => true : trust;
  return (request) => {
    const addresses = proxyAddr.all(request, trusted);
    return addresses[addresses.length - 1] ?? '';
  };
}
