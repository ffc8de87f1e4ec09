import ipaddr from 'ipaddr.js';

/**
 * True only for an address on the public internet: ipaddr.js's 'unicast' range. Everything else
 * (loopback, private, link-local, multicast, CGNAT, documentation, reserved, unspecified,
 * broadcast, Teredo, IPv4-translated) is refused. An IPv6 address that carries an IPv4 one in a
 * fixed place (see embeddedIPv4) is judged as that IPv4 address. Anything that is not an address
 * in standard notation is refused too.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Only canonical notations: the URL parser and DNS already turn 2130706433 or 0x7f.0.0.1 into
  // dotted decimal, so a leftover odd form here means something upstream went wrong.
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  const judged = parsed.kind() === 'ipv6' ? (embeddedIPv4(parsed as ipaddr.IPv6) ?? parsed) : parsed;
  return judged.range() === 'unicast';
}

/**
 * The IPv4 address an IPv6 one reaches, for the forms that embed it: IPv4-mapped (`::ffff:a.b.c.d`),
 * IPv4-compatible (`::a.b.c.d`, deprecated, which the URL parser writes as `::7f00:1`), NAT64's
 * well-known prefix (`64:ff9b::/96`; its local-use /48 stays refused) and 6to4
 * (`2002:aabb:ccdd::/48`). `::` and `::1` have the IPv4-compatible form too: their 0.0.0.0 and
 * 0.0.0.1 are refused as they are.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const [first, second] = address.parts;
  if (zeros(0, 12) || (first === 0x64 && second === 0xff9b && zeros(4, 12))) return new ipaddr.IPv4(bytes.slice(12));
  if (first === 0x2002) return new ipaddr.IPv4(bytes.slice(2, 6));
  return undefined;
}
