import { isIPv6 } from 'node:net';

/**
 * The address a budget is counted against (ADR 0017), and a person's address when views are counted (ADR 0044). IPv4 as it is; IPv6 by its /64 prefix,
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
