import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
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

/**
 * The address a budget is counted against (ADR 0017). IPv4 as it is; IPv6 by its /64 prefix,
 * because one subscriber (one home, one phone) is given a whole /64 and could otherwise take a new
 * address, and a new budget, for every call. An IPv4 address written in IPv6 (`::ffff:1.2.3.4`,
 * a dual-stack socket) counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  if (ip.indexOf(':') === -1) return ip;
  const lower = ip.toLowerCase();
  if (lower.startsWith('::ffff:') && lower.indexOf('.') !== -1) return lower.slice(7);
  if (!isIPv6(lower)) return lower;
  return `${firstHextets(lower, 4).join(':')}::/64`;
}

/** The first `count` groups of an IPv6 address, with `::` expanded and leading zeros dropped. */
function firstHextets(ip: string, count: number): string[] {
  const [head = '', tail] = ip.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (…:1.2.3.4) takes two groups; it only matters for the count of zeros.
  const tailLength = tailGroups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - headGroups.length - tailLength }, () => '0');
  // The embedded IPv4 part of a valid address is in its last 32 bits, never in the first four groups.
  return [...headGroups, ...zeros, ...tailGroups].slice(0, count).map((group) => parseInt(group, 16).toString(16));
}
