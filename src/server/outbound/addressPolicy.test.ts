// Proves which addresses an outbound fetch may reach: only public unicast ones, whatever the
// notation a URL writes them in (DESIGN §4, issue 12's outbound safety).
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './addressPolicy';
import { OutboundError } from './outboundError';
import { resolveCheckedAddress, systemLookup } from './resolveAddress';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, anywhere in 127/8'],
    ['::1', 'IPv6 loopback'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, its end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '"this network" 0/8'],
    ['::', 'IPv6 unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast (SSDP)'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved 240/4'],
    ['192.0.2.10', 'documentation TEST-NET-1'],
    ['198.51.100.7', 'documentation TEST-NET-2'],
    ['203.0.113.9', 'documentation TEST-NET-3'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['fc00::1', 'IPv6 unique local fc00::/7'],
    ['fd12:3456:789a::1', 'IPv6 unique local fd00::/8'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fec0::1', 'IPv6 site-local (deprecated)'],
    ['ff02::1', 'IPv6 multicast'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated (RFC 6145)'],
    ['64:ff9b::7f00:1', 'NAT64 form of 127.0.0.1'],
    ['2002:7f00:1::1', '6to4 form of 127.0.0.1'],
    ['2001::1', 'Teredo'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['[::7f00:1]', 'IPv4-compatible loopback as the URL parser writes it'],
    ['::a00:1', 'IPv4-compatible private, hex'],
    ['[::ffff:127.0.0.1]', 'IPv4-mapped loopback in URL brackets'],
    ['[64:ff9b::7f00:1]', 'NAT64 form of 127.0.0.1 in URL brackets'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 form of 169.254.169.254'],
    ['64:ff9b:1::808:808', 'local-use NAT64 (RFC 8215), whatever it carries'],
    ['[2002:7f00:1::]', '6to4 form of 127.0.0.1 in URL brackets'],
    ['2002:c0a8:101::1', '6to4 form of 192.168.1.1'],
    ['2130706433', 'a bare number (not an address once DNS has answered)'],
    ['0x7f.0.0.1', 'hex notation (not an address once DNS has answered)'],
    ['localhost', 'a name, not an address'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['93.184.215.14', 'public IPv4'],
    ['8.8.8.8', 'public DNS'],
    ['1.1.1.1', 'public DNS'],
    ['172.32.0.1', 'just past private 172.16/12'],
    ['100.128.0.1', 'just past carrier-grade NAT'],
    ['2606:4700:4700::1111', 'public IPv6'],
    ['2a00:1450:4001:82a::200e', 'public IPv6'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public'],
    ['64:ff9b::808:808', 'NAT64 form of 8.8.8.8 (what DNS64 answers on an IPv6-only host)'],
    ['2002:808:808::1', '6to4 form of 8.8.8.8'],
    ['[2606:4700:4700::1111]', 'public IPv6 in URL brackets'],
  ])('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('resolveCheckedAddress', () => {
  // Every notation a URL may use for the loopback address: the URL parser and DNS turn them all
  // into an address that is then refused.
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://127.1/',
    'http://127.0.1/',
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[::7f00:1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://recipes.localhost/',
    'http://0.0.0.0/',
    'http://0/',
    'http://[::]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/',
  ])('refuses %s', async (url) => {
    await expect(resolveCheckedAddress(new URL(url), [], systemLookup)).rejects.toMatchObject({ failure: 'forbiddenAddress' });
  });

  it('refuses a name when any one of its addresses is private, not only the first', async () => {
    const lookup = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    await expect(resolveCheckedAddress(new URL('https://recipes.example/'), [], lookup)).rejects.toMatchObject({ failure: 'forbiddenAddress' });
  });

  it('answers the checked address of a public name, to connect to exactly that one', async () => {
    const lookup = async () => [
      { address: '2606:4700:4700::1111', family: 6 },
      { address: '93.184.215.14', family: 4 },
    ];
    await expect(resolveCheckedAddress(new URL('https://recipes.example/'), [], lookup)).resolves.toEqual({ address: '2606:4700:4700::1111', family: 6 });
  });

  it('lets an allowed host:port through on loopback, but not the same host on another port', async () => {
    const url = new URL('http://127.0.0.1:4100/recipe');
    await expect(resolveCheckedAddress(url, ['127.0.0.1:4100'], systemLookup)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    await expect(resolveCheckedAddress(new URL('http://127.0.0.1:4101/'), ['127.0.0.1:4100'], systemLookup)).rejects.toBeInstanceOf(OutboundError);
    await expect(resolveCheckedAddress(new URL('http://127.0.0.1/'), ['127.0.0.1:4100'], systemLookup)).rejects.toBeInstanceOf(OutboundError);
  });

  it('says a name that does not resolve is unreachable', async () => {
    const lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(resolveCheckedAddress(new URL('https://no-such-site.example/'), [], lookup)).rejects.toMatchObject({ failure: 'unreachable' });
  });
});
