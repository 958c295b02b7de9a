type Trust = boolean | ((address: string, hop: number) => boolean);

/** Fastify takes a hop count as a function: trust that many proxies in front (X-Forwarded-For gives the client IP). */
export function trustProxyOption(trustProxy: boolean | number): Trust {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}
