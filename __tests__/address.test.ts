/**
 * "This machine" by address (src/registry/address.ts): every spelling of loopback, the unspecified address,
 * link-local ones and the clouds' metadata services count, whatever name leads there; other addresses do not; a name that resolves to nothing is said.
 */
import { addressesOf, isThisMachine } from '../src/registry/address.js'

describe('isThisMachine', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '169.254.169.254',
    '::1',
    '::',
    'fe80::1',
    'febf::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:0.0.0.0',
    '::ffff:169.254.1.1',
    // The clouds' metadata services outside link-local, every spelling of them.
    'fd00:ec2::254',
    'FD00:EC2:0:0:0:0:0:254',
    '168.63.129.16',
    '::ffff:168.63.129.16',
    '100.100.100.200'
  ])('counts %s', address => {
    expect(isThisMachine(address)).toBe(true)
  })

  it.each([
    '128.0.0.1',
    '126.255.255.255',
    '0.0.0.1',
    '169.255.0.1',
    '192.0.2.2',
    '::2',
    'fec0::1',
    '::ffff:10.0.0.1',
    'fd00::2',
    'fd00:ec2::253',
    '168.63.129.17',
    '100.100.100.201',
    'localhost',
    ''
  ])('does not count %j', address => {
    expect(isThisMachine(address)).toBe(false)
  })
})

describe('addressesOf', () => {
  it('judges a name by what it resolves to, and an address in a URL (brackets and all) as it is', async () => {
    expect(await addressesOf('localhost')).toEqual({ some: true, all: true })
    expect(await addressesOf('[::ffff:7f00:1]')).toEqual({ some: true, all: true })
    expect(await addressesOf('[::1]')).toEqual({ some: true, all: true })
    expect(await addressesOf('0.0.0.0')).toEqual({ some: true, all: true })
    expect(await addressesOf('198.51.100.7')).toEqual({ some: false, all: false })
    expect(await addressesOf('[2001:db8::1]')).toEqual({ some: false, all: false })
  })

  it('says a name that resolves to nothing here, rather than guess', async () => {
    expect(await addressesOf('registry.invalid')).toEqual({ unresolved: 'ENOTFOUND' })
  })
})
