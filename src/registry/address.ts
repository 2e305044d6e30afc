/**
 * "This machine", judged by address rather than by name: a registry elsewhere must not point the reader (a redirect
 * to its storage, the token service it names) at a service listening on the runner. Every spelling that reaches one
 * counts: loopback (127.0.0.0/8, ::1, and IPv4 on IPv6 as ::ffff:127.0.0.1), the unspecified address (0.0.0.0, ::,
 * which connects to the machine itself) and link-local addresses (169.254.0.0/16, fe80::/10: the cloud's metadata
 * service among them), whatever name resolves to them; and the clouds' metadata and platform services at their
 * well-known addresses outside those ranges (AWS's fd00:ec2::254, Azure's 168.63.129.16 beside every GitHub-hosted
 * runner, Alibaba's 100.100.100.200), which hand out the machine's credentials. Node's BlockList matches an
 * IPv4-mapped IPv6 address against the IPv4 rules.
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
// The clouds' metadata services outside link-local: AWS over IPv6, Azure's wire server, Alibaba Cloud.
THIS_MACHINE.addAddress('fd00:ec2::254', 'ipv6')
THIS_MACHINE.addAddress('168.63.129.16', 'ipv4')
THIS_MACHINE.addAddress('100.100.100.200', 'ipv4')

/** Whether one address (no brackets) is the machine itself, a link-local one, or a cloud's metadata service. */
export function isThisMachine(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return THIS_MACHINE.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * What a URL's host resolves to, judged: `some` of its addresses reach this machine (or a link-local or metadata address), `all` of
 * them do; an address given as the host is judged as it is. A name that does not resolve here is said as such.
 */
export async function addressesOf(hostname: string): Promise<{ some: boolean; all: boolean } | { unresolved: string }> {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
  if (isIP(host) !== 0) {
    const local = isThisMachine(host)
    return { some: local, all: local }
  }
  try {
    const addresses = await lookup(host, { all: true, verbatim: true })
    const local = addresses.map(({ address }) => isThisMachine(address))
    return { some: local.includes(true), all: local.length > 0 && !local.includes(false) }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    return { unresolved: typeof code === 'string' ? code : 'no address' }
  }
}
