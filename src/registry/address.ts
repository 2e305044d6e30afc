/**
 * "This machine", judged by address rather than by name: a registry elsewhere must not point the reader (a redirect
 * to its storage, the token service it names) at a service listening on the runner. Every spelling that reaches one
 * counts: loopback (127.0.0.0/8, ::1, and IPv4 on IPv6 as ::ffff:127.0.0.1), the unspecified address (0.0.0.0, ::,
 * which connects to the machine itself) and link-local addresses (169.254.0.0/16, fe80::/10: the cloud's metadata
 * service among them), whatever name resolves to them. Node's BlockList matches an IPv4-mapped IPv6 address against
 * the IPv4 rules.
 */
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

const THIS_MACHINE = new BlockList()
THIS_MACHINE.addSubnet('127.0.0.0', 8, 'ipv4')
THIS_MACHINE.addAddress('0.0.0.0', 'ipv4')
THIS_MACHINE.addSubnet('169.254.0.0', 16, 'ipv4')
THIS_MACHINE.addAddress('::1', 'ipv6')
THIS_MACHINE.addAddress('::', 'ipv6')
THIS_MACHINE.addSubnet('fe80::', 10, 'ipv6')

/** Whether one address (no brackets) is the machine itself or a link-local one. */
export function isThisMachine(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return THIS_MACHINE.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Whether a URL's host reaches this machine (or a link-local address) by any address it resolves to; an address
 * given as the host is judged as it is. A name that does not resolve is said as such: what cannot be told is not
 * fetched.
 */
export async function reachesThisMachine(hostname: string): Promise<boolean | { unresolved: string }> {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
  if (isIP(host) !== 0) return isThisMachine(host)
  try {
    const addresses = await lookup(host, { all: true, verbatim: true })
    return addresses.some(({ address }) => isThisMachine(address))
  } catch (error) {
    const code = (error as { code?: unknown }).code
    return { unresolved: typeof code === 'string' ? code : 'no address' }
  }
}
