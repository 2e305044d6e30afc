/** A private CA and a server certificate it signed, made with the openssl command for tests. */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TestCertificates {
  /** PEM file of the CA, for NODE_EXTRA_CA_CERTS. */
  caFile: string
  key: string
  cert: string
}

export function makeTestCertificates(names: string[]): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'test-ca-'))
  const file = (name: string) => join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' })
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Test Private CA',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem')
  )
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/CN=${names[0]}`,
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr')
  )
  const altNames = names.map(name => (/^[\d.]+$/.test(name) ? `IP:${name}` : `DNS:${name}`)).join(',')
  writeFileSync(file('ext.cnf'), `subjectAltName=${altNames}\n`)
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('ext.cnf'),
    '-out',
    file('server.pem')
  )
  return {
    caFile: file('ca.pem'),
    key: readFileSync(file('server.key'), 'utf8'),
    cert: readFileSync(file('server.pem'), 'utf8')
  }
}
